/**
* | countPlural | output |
* | --- | --- |
* | "one" | "matches" |
* | * | "match" |
*
* @param {Tracking_List_MatchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_matching: ((inputs: Tracking_List_MatchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_MatchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_List_MatchingInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
