/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connection_CheckingInputs */

const en_connection_checking = /** @type {(inputs: Connection_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the connection…`)
};

const es_connection_checking = /** @type {(inputs: Connection_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobando la conexión…`)
};

const en_xa2_connection_checking = /** @type {(inputs: Connection_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķíñĝ ţĥé çóññéçţíóñ… ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Checking the connection…" |
*
* @param {Connection_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const connection_checking = /** @type {((inputs?: Connection_CheckingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_CheckingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connection_checking(inputs)
	if (locale === "en-XA") return en_xa2_connection_checking(inputs)
	return en_connection_checking(inputs)
});