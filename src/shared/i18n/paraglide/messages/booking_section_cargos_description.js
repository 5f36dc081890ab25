/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Section_Cargos_DescriptionInputs */

const en_booking_section_cargos_description = /** @type {(inputs: Booking_Section_Cargos_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each kind of goods in the shipment.`)
};

const es_booking_section_cargos_description = /** @type {(inputs: Booking_Section_Cargos_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada tipo de mercancía del envío.`)
};

const en_xa2_booking_section_cargos_description = /** @type {(inputs: Booking_Section_Cargos_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éáçĥ ķíñð óƒ ĝóóðš íñ ţĥé šĥíþɱéñţ. ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Each kind of goods in the shipment." |
*
* @param {Booking_Section_Cargos_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_cargos_description = /** @type {((inputs?: Booking_Section_Cargos_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_Cargos_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_section_cargos_description(inputs)
	if (locale === "en-XA") return en_xa2_booking_section_cargos_description(inputs)
	return en_booking_section_cargos_description(inputs)
});