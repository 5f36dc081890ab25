/**
* | output |
* | --- |
* | "{title} for {searched}" |
*
* @param {Lookups_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_caption: ((inputs: Lookups_CaptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_CaptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_CaptionInputs = {
    title: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
