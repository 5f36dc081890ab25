/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rates_Asking_AgainInputs */

const en_rating_rates_asking_again = /** @type {(inputs: Rating_Rates_Asking_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asking the carriers for new rates…`)
};

const es_rating_rates_asking_again = /** @type {(inputs: Rating_Rates_Asking_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pidiendo tarifas nuevas a los transportistas…`)
};

const en_xa2_rating_rates_asking_again = /** @type {(inputs: Rating_Rates_Asking_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ášķíñĝ ţĥé çáŕŕíéŕš ƒóŕ ñéŵ ŕáţéš… ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Asking the carriers for new rates…" |
*
* @param {Rating_Rates_Asking_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_asking_again = /** @type {((inputs?: Rating_Rates_Asking_AgainInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rates_Asking_AgainInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rates_asking_again(inputs)
	if (locale === "en-XA") return en_xa2_rating_rates_asking_again(inputs)
	return en_rating_rates_asking_again(inputs)
});