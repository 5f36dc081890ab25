/**
* | output |
* | --- |
* | "Arrow keys move through the list, Enter opens a shipment. Sort with the column headers." |
*
* @param {Tracking_List_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_keys: ((inputs?: Tracking_List_KeysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_KeysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_List_KeysInputs = {};
