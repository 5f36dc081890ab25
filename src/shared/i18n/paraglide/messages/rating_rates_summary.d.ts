/**
* | output |
* | --- |
* | "{rates} from {carriers}{route} · received {when}" |
*
* @param {Rating_Rates_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_summary: ((inputs: Rating_Rates_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rates_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rates_SummaryInputs = {
    rates: NonNullable<unknown>;
    carriers: NonNullable<unknown>;
    route: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
