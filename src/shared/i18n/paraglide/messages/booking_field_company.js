/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_CompanyInputs */

const en_booking_field_company = /** @type {(inputs: Booking_Field_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company`)
};

const es_booking_field_company = /** @type {(inputs: Booking_Field_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empresa`)
};

const en_xa2_booking_field_company = /** @type {(inputs: Booking_Field_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóɱþáñý ·~]`)
};

/**
* | output |
* | --- |
* | "Company" |
*
* @param {Booking_Field_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_company = /** @type {((inputs?: Booking_Field_CompanyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_CompanyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_company(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_company(inputs)
	return en_booking_field_company(inputs)
});