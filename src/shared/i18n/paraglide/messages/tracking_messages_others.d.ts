/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} message in the service's answer is about another shipment ({ids}): it is not shown here." |
* | * | "{shown} messages in the service's answer are about another shipment ({ids}): they are not shown here." |
*
* @param {Tracking_Messages_OthersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_others: ((inputs: Tracking_Messages_OthersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_OthersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Messages_OthersInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    ids: NonNullable<unknown>;
};
