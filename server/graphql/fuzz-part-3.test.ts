// The shop API fuzzed from its schema, part 3 of 4 (tests/fuzz/shop-api-suite.ts).
import { describeShopApiFuzz } from "../../tests/fuzz/shop-api-suite.ts";

describeShopApiFuzz(3, 4);
