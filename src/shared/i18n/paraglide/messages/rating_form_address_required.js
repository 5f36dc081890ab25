/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ address: NonNullable<unknown> }} Rating_Form_Address_RequiredInputs */

const en_rating_form_address_required = /** @type {(inputs: Rating_Form_Address_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.address} is required: search by city or postal code and pick it from the list`)
};

const es_rating_form_address_required = /** @type {(inputs: Rating_Form_Address_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.address}: obligatoria; busque por ciudad o código postal y elíjala de la lista`)
};

const en_xa2_rating_form_address_required = /** @type {(inputs: Rating_Form_Address_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.address} íš ŕéǫúíŕéð: šéáŕçĥ ƀý çíţý óŕ þóšţáļ çóðé áñð þíçķ íţ ƒŕóɱ ţĥé ļíšţ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{address} is required: search by city or postal code and pick it from the list" |
*
* @param {Rating_Form_Address_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_address_required = /** @type {((inputs: Rating_Form_Address_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Address_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_address_required(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_address_required(inputs)
	return en_rating_form_address_required(inputs)
});