/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new message" |
* | * | "{count} new messages" |
*
* @param {Change_Counted_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_messages: ((inputs: Change_Counted_MessagesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_MessagesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Counted_MessagesInputs = {
    count: NonNullable<unknown>;
};
