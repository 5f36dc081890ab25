/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Col_ActionsInputs */

const en_quotes_col_actions = /** @type {(inputs: Quotes_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

const es_quotes_col_actions = /** @type {(inputs: Quotes_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acciones`)
};

const en_xa2_quotes_col_actions = /** @type {(inputs: Quotes_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíóñš ·~]`)
};

/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Quotes_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_col_actions = /** @type {((inputs?: Quotes_Col_ActionsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Col_ActionsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_col_actions(inputs)
	if (locale === "en-XA") return en_xa2_quotes_col_actions(inputs)
	return en_quotes_col_actions(inputs)
});