/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Validity_Not_GivenInputs */

const en_rating_validity_not_given = /** @type {(inputs: Rating_Validity_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not given`)
};

const es_rating_validity_not_given = /** @type {(inputs: Rating_Validity_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No indicada`)
};

const en_xa2_rating_validity_not_given = /** @type {(inputs: Rating_Validity_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ĝíṽéñ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Not given" |
*
* @param {Rating_Validity_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_not_given = /** @type {((inputs?: Rating_Validity_Not_GivenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Validity_Not_GivenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_validity_not_given(inputs)
	if (locale === "en-XA") return en_xa2_rating_validity_not_given(inputs)
	return en_rating_validity_not_given(inputs)
});