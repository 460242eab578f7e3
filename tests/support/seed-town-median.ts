// The history's figures the guides and audience pages quote on a server holding the seed weeks and
// the sample years before them, computed as the server computes them: the town median (decision
// 141), the town's days on market and the 52 weeks' quotes (decision 159). Tests only.
import { seedWeeks } from "../../app/domain/weekly-data.server";
import { marketQuotes } from "../../app/domain/market-quotes";
import { townDaysOnMarket, townMedian } from "../../app/domain/town-median";
import { marketHistoryOf } from "../../app/server/history-source.server";

const weeks = seedWeeks();
const history = marketHistoryOf(weeks, { sampleWeeks: weeks });
export const seedTownMedian = townMedian(history);
export const seedTownDaysOnMarket = townDaysOnMarket(history);
export const seedQuotes = marketQuotes(history);
