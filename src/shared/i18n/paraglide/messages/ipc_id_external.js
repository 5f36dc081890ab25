/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Id_ExternalInputs */

const en_ipc_id_external = /** @type {(inputs: Ipc_Id_ExternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`externalId`)
};

const es_ipc_id_external = /** @type {(inputs: Ipc_Id_ExternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la referencia externa`)
};

const en_xa2_ipc_id_external = /** @type {(inputs: Ipc_Id_ExternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋţéŕñáļÍð ·~ ]`)
};

/**
* | output |
* | --- |
* | "externalId" |
*
* @param {Ipc_Id_ExternalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_id_external = /** @type {((inputs?: Ipc_Id_ExternalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Id_ExternalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_id_external(inputs)
	if (locale === "en-XA") return en_xa2_ipc_id_external(inputs)
	return en_ipc_id_external(inputs)
});