/**
* | output |
* | --- |
* | "0 · without rates" |
*
* @param {Tariffs_Status_Without_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_status_without_rates: ((inputs?: Tariffs_Status_Without_RatesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Status_Without_RatesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Status_Without_RatesInputs = {};
