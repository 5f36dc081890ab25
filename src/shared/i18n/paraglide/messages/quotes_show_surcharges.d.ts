/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Show {shown} surcharge" |
* | * | "Show {shown} surcharges" |
*
* @param {Quotes_Show_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_show_surcharges: ((inputs: Quotes_Show_SurchargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Show_SurchargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Show_SurchargesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
