/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ end: NonNullable<unknown> }} Rating_Form_Port_RequiredInputs */

const en_rating_form_port_required = /** @type {(inputs: Rating_Form_Port_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.end} is required: search for it and pick it from the list`)
};

const es_rating_form_port_required = /** @type {(inputs: Rating_Form_Port_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.end}: obligatorio; búsquelo y elíjalo de la lista`)
};

const en_xa2_rating_form_port_required = /** @type {(inputs: Rating_Form_Port_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.end} íš ŕéǫúíŕéð: šéáŕçĥ ƒóŕ íţ áñð þíçķ íţ ƒŕóɱ ţĥé ļíšţ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{end} is required: search for it and pick it from the list" |
*
* @param {Rating_Form_Port_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_port_required = /** @type {((inputs: Rating_Form_Port_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Port_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_port_required(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_port_required(inputs)
	return en_rating_form_port_required(inputs)
});