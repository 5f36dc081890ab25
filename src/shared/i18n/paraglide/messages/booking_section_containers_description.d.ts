/**
* | output |
* | --- |
* | "What goes into each container. Freight Desk numbers the containers and cargo lines itself." |
*
* @param {Booking_Section_Containers_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_containers_description: ((inputs?: Booking_Section_Containers_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Section_Containers_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Section_Containers_DescriptionInputs = {};
