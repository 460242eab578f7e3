// The town median the guides quote on a server holding the seed weeks and the sample years before
// them (decision 141), computed as the server computes it. Tests only.
import { seedWeeks } from "../../app/domain/weekly-data.server";
import { townMedian } from "../../app/domain/town-median";
import { marketHistoryOf } from "../../app/server/history-source.server";

const weeks = seedWeeks();
export const seedTownMedian = townMedian(marketHistoryOf(weeks, { sampleWeeks: weeks }));
