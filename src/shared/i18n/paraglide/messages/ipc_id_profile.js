/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Id_ProfileInputs */

const en_ipc_id_profile = /** @type {(inputs: Ipc_Id_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile id`)
};

const es_ipc_id_profile = /** @type {(inputs: Ipc_Id_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el identificador del perfil`)
};

const en_xa2_ipc_id_profile = /** @type {(inputs: Ipc_Id_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕóƒíļé íð ·~ ]`)
};

/**
* | output |
* | --- |
* | "Profile id" |
*
* @param {Ipc_Id_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_id_profile = /** @type {((inputs?: Ipc_Id_ProfileInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Id_ProfileInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_id_profile(inputs)
	if (locale === "en-XA") return en_xa2_ipc_id_profile(inputs)
	return en_ipc_id_profile(inputs)
});