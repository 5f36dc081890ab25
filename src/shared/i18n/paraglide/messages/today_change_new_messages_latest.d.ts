/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} new tracking message: “{latest}”" |
* | * | "{shown} new tracking messages: “{latest}”" |
*
* @param {Today_Change_New_Messages_LatestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_new_messages_latest: ((inputs: Today_Change_New_Messages_LatestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_New_Messages_LatestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Change_New_Messages_LatestInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    latest: NonNullable<unknown>;
};
