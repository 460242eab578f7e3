// One contract for the tests of the history and its readers: a single-family house in 06878 at
// $3,000,000, 20 days on market, on the day given; `changes` sets any other field. Tests only.
import type { Contract } from "./contract-types";

export function testContract(contractDate: string, changes: Partial<Contract> = {}): Contract {
  return {
    address: "1 Test Lane",
    type: "single-family",
    zone: "R-20",
    zip: "06878",
    acres: 0.5,
    sqft: 3_000,
    price: 3_000_000,
    dom: 20,
    contractDate,
    ...changes,
  };
}
