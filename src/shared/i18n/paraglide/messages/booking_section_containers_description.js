/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Section_Containers_DescriptionInputs */

const en_booking_section_containers_description = /** @type {(inputs: Booking_Section_Containers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What goes into each container. Freight Desk numbers the containers and cargo lines itself.`)
};

const es_booking_section_containers_description = /** @type {(inputs: Booking_Section_Containers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué va en cada contenedor. Freight Desk numera por sí mismo los contenedores y las líneas de carga.`)
};

const en_xa2_booking_section_containers_description = /** @type {(inputs: Booking_Section_Containers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ ĝóéš íñţó éáçĥ çóñţáíñéŕ. Ƒŕéíĝĥţ Ðéšķ ñúɱƀéŕš ţĥé çóñţáíñéŕš áñð çáŕĝó ļíñéš íţšéļƒ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "What goes into each container. Freight Desk numbers the containers and cargo lines itself." |
*
* @param {Booking_Section_Containers_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_containers_description = /** @type {((inputs?: Booking_Section_Containers_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_Containers_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_section_containers_description(inputs)
	if (locale === "en-XA") return en_xa2_booking_section_containers_description(inputs)
	return en_booking_section_containers_description(inputs)
});