/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mode: NonNullable<unknown> }} Rating_Form_TitleInputs */

const en_rating_form_title = /** @type {(inputs: Rating_Form_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mode} shipment`)
};

const es_rating_form_title = /** @type {(inputs: Rating_Form_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Envío: ${i?.mode}`)
};

const en_xa2_rating_form_title = /** @type {(inputs: Rating_Form_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.mode} šĥíþɱéñţ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{mode} shipment" |
*
* @param {Rating_Form_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_title = /** @type {((inputs: Rating_Form_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_title(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_title(inputs)
	return en_rating_form_title(inputs)
});