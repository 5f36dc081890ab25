/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Waiting_AskingInputs */

const en_rating_waiting_asking = /** @type {(inputs: Rating_Waiting_AskingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asking the carriers for rates…`)
};

const es_rating_waiting_asking = /** @type {(inputs: Rating_Waiting_AskingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pidiendo tarifas a los transportistas…`)
};

const en_xa2_rating_waiting_asking = /** @type {(inputs: Rating_Waiting_AskingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ášķíñĝ ţĥé çáŕŕíéŕš ƒóŕ ŕáţéš… ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Asking the carriers for rates…" |
*
* @param {Rating_Waiting_AskingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_waiting_asking = /** @type {((inputs?: Rating_Waiting_AskingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Waiting_AskingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_waiting_asking(inputs)
	if (locale === "en-XA") return en_xa2_rating_waiting_asking(inputs)
	return en_rating_waiting_asking(inputs)
});