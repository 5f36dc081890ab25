/**
* | output |
* | --- |
* | "· service total {total}" |
*
* @param {Tracking_List_Service_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_service_total: ((inputs: Tracking_List_Service_TotalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_Service_TotalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_List_Service_TotalInputs = {
    total: NonNullable<unknown>;
};
