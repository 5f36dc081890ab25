/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new tracking message: “{latest}”" |
* | * | "{count} new tracking messages: “{latest}”" |
*
* @param {Notice_Messages_LatestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_messages_latest: ((inputs: Notice_Messages_LatestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Messages_LatestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notice_Messages_LatestInputs = {
    count: NonNullable<unknown>;
    latest: NonNullable<unknown>;
};
