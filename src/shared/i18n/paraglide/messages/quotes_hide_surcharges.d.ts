/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Hide {shown} surcharge" |
* | * | "Hide {shown} surcharges" |
*
* @param {Quotes_Hide_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_hide_surcharges: ((inputs: Quotes_Hide_SurchargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Hide_SurchargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Hide_SurchargesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
