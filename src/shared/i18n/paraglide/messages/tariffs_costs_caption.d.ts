/**
* | output |
* | --- |
* | "Costs of {rate}" |
*
* @param {Tariffs_Costs_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_costs_caption: ((inputs: Tariffs_Costs_CaptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Costs_CaptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Costs_CaptionInputs = {
    rate: NonNullable<unknown>;
};
