/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Description_AddressInputs */

const en_rating_form_description_address = /** @type {(inputs: Rating_Form_Description_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick the two places from the postal-code lookup and add the pieces.`)
};

const es_rating_form_description_address = /** @type {(inputs: Rating_Form_Description_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija los dos lugares en la consulta de códigos postales y añada los bultos.`)
};

const en_xa2_rating_form_description_address = /** @type {(inputs: Rating_Form_Description_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķ ţĥé ţŵó þļáçéš ƒŕóɱ ţĥé þóšţáļ-çóðé ļóóķúþ áñð áðð ţĥé þíéçéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Pick the two places from the postal-code lookup and add the pieces." |
*
* @param {Rating_Form_Description_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_description_address = /** @type {((inputs?: Rating_Form_Description_AddressInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Description_AddressInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_description_address(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_description_address(inputs)
	return en_rating_form_description_address(inputs)
});