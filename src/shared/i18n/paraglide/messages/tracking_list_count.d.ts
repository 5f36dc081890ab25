/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} shipment" |
* | * | "{shown} shipments" |
*
* @param {Tracking_List_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_count: ((inputs: Tracking_List_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_List_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
