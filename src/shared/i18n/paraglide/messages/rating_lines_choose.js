/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Lines_ChooseInputs */

const en_rating_lines_choose = /** @type {(inputs: Rating_Lines_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose…`)
};

const es_rating_lines_choose = /** @type {(inputs: Rating_Lines_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir…`)
};

const en_xa2_rating_lines_choose = /** @type {(inputs: Rating_Lines_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé… ·~]`)
};

/**
* | output |
* | --- |
* | "Choose…" |
*
* @param {Rating_Lines_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_choose = /** @type {((inputs?: Rating_Lines_ChooseInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_ChooseInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_lines_choose(inputs)
	if (locale === "en-XA") return en_xa2_rating_lines_choose(inputs)
	return en_rating_lines_choose(inputs)
});