/**
* | ratedPlural | output |
* | --- | --- |
* | "one" | "The quote is for {rated} container; the booking describes {booked}" |
* | * | "The quote is for {rated} containers; the booking describes {booked}" |
*
* @param {Service_Said_Container_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_container_count: ((inputs: Service_Said_Container_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Said_Container_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Said_Container_CountInputs = {
    rated: NonNullable<unknown>;
    booked: NonNullable<unknown>;
};
