/**
* | output |
* | --- |
* | "The base URL now points at another server ({to} instead of {from}). Enter the API key and secret for it: Freight Desk sends the stored ones only to {from}." |
*
* @param {Profile_Moved_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_moved_summary: ((inputs: Profile_Moved_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Moved_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Moved_SummaryInputs = {
    to: NonNullable<unknown>;
    from: NonNullable<unknown>;
};
