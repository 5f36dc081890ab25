/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_ConnectedInputs */

const en_session_connected = /** @type {(inputs: Session_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connected`)
};

const es_session_connected = /** @type {(inputs: Session_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conectado`)
};

const en_xa2_session_connected = /** @type {(inputs: Session_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóññéçţéð ·~ ]`)
};

/**
* | output |
* | --- |
* | "Connected" |
*
* @param {Session_ConnectedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_connected = /** @type {((inputs?: Session_ConnectedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_ConnectedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_session_connected(inputs)
	if (locale === "en-XA") return en_xa2_session_connected(inputs)
	return en_session_connected(inputs)
});