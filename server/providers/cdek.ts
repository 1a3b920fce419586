/**
 * CDEK API v2 (docs/checkout.md#delivery-providers): pickup points and tariffs for the delivery
 * domain. OAuth client credentials; the token is kept until shortly before it expires, and a 401
 * drops it and retries once. Parcels leave the shop's stock (Moscow, CDEK city 44, by default);
 * each item is one 1.5 kg package.
 */
import {
  type DeliveryDestination,
  type DeliveryProvider,
  DeliveryProviderError,
  type DeliveryQuote,
  type PickupPointInfo,
  type PickupPointQuery,
} from "./delivery.ts";

export const CDEK_API_URL = "https://api.cdek.ru/v2";
/** «Посылка склад-склад» and «Посылка склад-дверь». */
export const CDEK_TARIFF = { PVZ: 136, ADDRESS: 137 } as const;
export const CDEK_PACKAGE = { weight: 1500, length: 35, width: 25, height: 15 } as const;

export interface CdekOptions {
  clientId: string;
  clientSecret: string;
  apiUrl?: string;
  /** CDEK's code of the city parcels leave from. */
  fromCityCode?: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** For tests: the time in milliseconds. */
  now?: () => number;
}

/** A pickup point as CDEK answers it (the fields the shop reads). */
interface CdekPoint {
  code: string;
  name: string;
  uuid?: string;
  location: {
    longitude: number;
    latitude: number;
    city_uuid?: string;
    city_code?: number;
    city?: string;
    region?: string;
    region_code?: number;
    country_code?: string;
    postal_code?: string;
    address?: string;
    address_full?: string;
  };
  phones?: { number: string; additional?: string }[];
  email?: string;
  office_image_list?: { url: string }[];
  address_comment?: string;
  work_time?: string;
  is_dressing_room?: boolean;
}

function pointInfo(point: CdekPoint): PickupPointInfo {
  const location = point.location;
  return {
    code: point.code,
    name: point.name,
    uuid: point.uuid ?? null,
    location: {
      longitude: location.longitude,
      latitude: location.latitude,
      city_uuid: location.city_uuid ?? null,
    },
    countryCode: location.country_code ?? "RU",
    regionCode: location.region_code ?? null,
    region: location.region ?? null,
    cityCode: location.city_code ?? null,
    city: location.city ?? "",
    postalCode: location.postal_code ?? null,
    address: location.address ?? "",
    addressFull: location.address_full ?? location.address ?? "",
    addressComment: point.address_comment ?? null,
    phones: point.phones ?? [],
    email: point.email ?? null,
    officeImageList: point.office_image_list ?? [],
    workTime: point.work_time ?? null,
    isDressingRoom: point.is_dressing_room ?? false,
  };
}

const squaredDistance = (point: PickupPointInfo, latitude: number, longitude: number) =>
  (point.location.latitude - latitude) ** 2 +
  ((point.location.longitude - longitude) * Math.cos((latitude * Math.PI) / 180)) ** 2;

export class CdekDeliveryProvider implements DeliveryProvider {
  private token: { value: string; expiresAt: number } | null = null;
  private readonly apiUrl: string;

  constructor(private readonly options: CdekOptions) {
    this.apiUrl = (options.apiUrl ?? CDEK_API_URL).replace(/\/$/, "");
  }

  async pickupPoints(query: PickupPointQuery): Promise<PickupPointInfo[]> {
    const params = new URLSearchParams({ type: "PVZ", country_code: "RU" });
    if (query.city) {
      const cityCode = await this.cityCode(query.city);
      if (cityCode === null) return [];
      params.set("city_code", String(cityCode));
    }
    let points = (await this.call<CdekPoint[]>(`/deliverypoints?${params}`)).map(pointInfo);
    if (query.search) {
      const search = query.search.toLowerCase();
      points = points.filter((point) =>
        `${point.name} ${point.address}`.toLowerCase().includes(search),
      );
    }
    const { latitude, longitude } = query;
    if (latitude !== undefined && longitude !== undefined) {
      points.sort(
        (a, b) => squaredDistance(a, latitude, longitude) - squaredDistance(b, latitude, longitude),
      );
    }
    return points.slice(0, query.limit);
  }

  async pickupPoint(code: string): Promise<PickupPointInfo | null> {
    const points = await this.call<CdekPoint[]>(`/deliverypoints?${new URLSearchParams({ code })}`);
    const found = points[0];
    return found ? pointInfo(found) : null;
  }

  async quote(destination: DeliveryDestination, itemCount: number): Promise<DeliveryQuote | null> {
    let toLocation: Record<string, unknown>;
    if (destination.kind === "PVZ") {
      const point = await this.pickupPoint(destination.pvzCode);
      if (!point?.cityCode) return null;
      toLocation = { code: point.cityCode };
    } else {
      toLocation = {
        city: destination.city,
        address: `${destination.city}, ${destination.address}`,
        ...(destination.postalCode ? { postal_code: destination.postalCode } : {}),
        ...(destination.latitude != null && destination.longitude != null
          ? { latitude: destination.latitude, longitude: destination.longitude }
          : {}),
      };
    }
    const answer = await this.call<{
      total_sum?: number;
      period_min?: number;
      period_max?: number;
      errors?: { code: string; message: string }[];
    }>("/calculator/tariff", {
      method: "POST",
      body: {
        tariff_code: CDEK_TARIFF[destination.kind],
        from_location: { code: this.options.fromCityCode ?? 44 },
        to_location: toLocation,
        packages: Array.from({ length: Math.max(1, itemCount) }, () => ({ ...CDEK_PACKAGE })),
      },
      refusalIsAnswer: true,
    });
    if (answer.errors?.length || typeof answer.total_sum !== "number") return null;
    return {
      deliveryPrice: Math.round(answer.total_sum * 100),
      periodMin: answer.period_min ?? answer.period_max ?? 0,
      periodMax: answer.period_max ?? answer.period_min ?? 0,
    };
  }

  /** CDEK's code of a Russian city by its name, or null when CDEK knows none. */
  private async cityCode(city: string): Promise<number | null> {
    const params = new URLSearchParams({ city, country_codes: "RU", size: "1" });
    const [found] = await this.call<{ code: number }[]>(`/location/cities?${params}`);
    return found?.code ?? null;
  }

  private async accessToken(): Promise<string> {
    const now = (this.options.now ?? Date.now)();
    if (this.token && this.token.expiresAt > now) return this.token.value;
    const body = new URLSearchParams({
      grant_type: "client_credentials",
      client_id: this.options.clientId,
      client_secret: this.options.clientSecret,
    });
    const response = await this.send(`${this.apiUrl}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    if (!response.ok)
      throw new DeliveryProviderError(`CDEK OAuth answered HTTP ${response.status}`);
    const token = (await readJson(response)) as { access_token?: string; expires_in?: number };
    if (!token.access_token) throw new DeliveryProviderError("CDEK OAuth answered no token");
    // Renewed a minute early, so a request never carries a token that expires on the way.
    const lifetime = Math.max(0, (token.expires_in ?? 3600) - 60) * 1000;
    this.token = { value: token.access_token, expiresAt: now + lifetime };
    return token.access_token;
  }

  /**
   * One API call with the bearer token; a 401 renews the token and tries once more. With
   * `refusalIsAnswer`, a 400 with CDEK's `errors` is read as the answer (no tariff there).
   */
  private async call<T>(
    path: string,
    options: { method?: "GET" | "POST"; body?: unknown; refusalIsAnswer?: boolean } = {},
    retried = false,
  ): Promise<T> {
    const response = await this.send(`${this.apiUrl}${path}`, {
      method: options.method ?? "GET",
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
        accept: "application/json",
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    if (response.status === 401 && !retried) {
      this.token = null;
      return this.call<T>(path, options, true);
    }
    if (response.ok || (options.refusalIsAnswer && response.status === 400)) {
      return (await readJson(response)) as T;
    }
    throw new DeliveryProviderError(`CDEK ${path.split("?")[0]} answered HTTP ${response.status}`);
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await (this.options.fetch ?? fetch)(url, {
        ...init,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new DeliveryProviderError(`CDEK did not answer: ${(error as Error).message}`);
    }
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new DeliveryProviderError("CDEK answered something that is not JSON");
  }
}
