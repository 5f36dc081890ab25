/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} shipment changed" |
* | * | "{count} shipments changed" |
*
* @param {Notice_Shipments_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_shipments_changed: ((inputs: Notice_Shipments_ChangedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Shipments_ChangedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notice_Shipments_ChangedInputs = {
    count: NonNullable<unknown>;
};
