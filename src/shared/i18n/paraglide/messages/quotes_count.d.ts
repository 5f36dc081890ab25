/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} saved quote" |
* | * | "{shown} saved quotes" |
*
* @param {Quotes_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_count: ((inputs: Quotes_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
