/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} new tracking message" |
* | * | "{shown} new tracking messages" |
*
* @param {Today_Change_New_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_new_messages: ((inputs: Today_Change_New_MessagesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_New_MessagesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Change_New_MessagesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
