/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Waiting_None_TitleInputs */

const en_rating_waiting_none_title = /** @type {(inputs: Rating_Waiting_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No rates yet`)
};

const es_rating_waiting_none_title = /** @type {(inputs: Rating_Waiting_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay tarifas`)
};

const en_xa2_rating_waiting_none_title = /** @type {(inputs: Rating_Waiting_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ŕáţéš ýéţ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "No rates yet" |
*
* @param {Rating_Waiting_None_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_waiting_none_title = /** @type {((inputs?: Rating_Waiting_None_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Waiting_None_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_waiting_none_title(inputs)
	if (locale === "en-XA") return en_xa2_rating_waiting_none_title(inputs)
	return en_rating_waiting_none_title(inputs)
});