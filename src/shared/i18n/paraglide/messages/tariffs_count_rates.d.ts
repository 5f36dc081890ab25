/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} rate" |
* | * | "{shown} rates" |
*
* @param {Tariffs_Count_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_count_rates: ((inputs: Tariffs_Count_RatesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Count_RatesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Count_RatesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
