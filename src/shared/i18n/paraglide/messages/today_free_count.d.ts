/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} charge within 48 hours of the last free day or past it" |
* | * | "{shown} charges within 48 hours of the last free day or past it" |
*
* @param {Today_Free_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_free_count: ((inputs: Today_Free_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Free_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Free_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
