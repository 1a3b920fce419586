// The shop API fuzzed from its schema, part 1 of 4 (tests/fuzz/shop-api-suite.ts).
import { describeShopApiFuzz } from "../../tests/fuzz/shop-api-suite.ts";

describeShopApiFuzz(1, 4);
