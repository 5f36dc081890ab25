/**
* | output |
* | --- |
* | "could not be read ({reason}). The new store is filled again from the service: the shipment list by the sync, other records as you open them." |
*
* @param {Store_Set_Aside_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_set_aside_body: ((inputs: Store_Set_Aside_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Set_Aside_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Store_Set_Aside_BodyInputs = {
    reason: NonNullable<unknown>;
};
