/**
* | output |
* | --- |
* | "“{text}”" |
*
* @param {Lookups_QuotedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_quoted: ((inputs: Lookups_QuotedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_QuotedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_QuotedInputs = {
    text: NonNullable<unknown>;
};
