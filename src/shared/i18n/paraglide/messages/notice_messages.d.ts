/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new tracking message" |
* | * | "{count} new tracking messages" |
*
* @param {Notice_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_messages: ((inputs: Notice_MessagesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_MessagesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notice_MessagesInputs = {
    count: NonNullable<unknown>;
};
