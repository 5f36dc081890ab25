/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Id_RateInputs */

const en_ipc_id_rate = /** @type {(inputs: Ipc_Id_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rateId`)
};

const es_ipc_id_rate = /** @type {(inputs: Ipc_Id_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el identificador de la tarifa`)
};

const en_xa2_ipc_id_rate = /** @type {(inputs: Ipc_Id_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕáţéÍð ·~]`)
};

/**
* | output |
* | --- |
* | "rateId" |
*
* @param {Ipc_Id_RateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_id_rate = /** @type {((inputs?: Ipc_Id_RateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Id_RateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_id_rate(inputs)
	if (locale === "en-XA") return en_xa2_ipc_id_rate(inputs)
	return en_ipc_id_rate(inputs)
});