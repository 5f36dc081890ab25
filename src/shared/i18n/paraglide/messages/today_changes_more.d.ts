/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{text} (the newest shown; {shown} more)" |
* | * | "{text} (the newest shown; {shown} more)" |
*
* @param {Today_Changes_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_changes_more: ((inputs: Today_Changes_MoreInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Changes_MoreInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Changes_MoreInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
