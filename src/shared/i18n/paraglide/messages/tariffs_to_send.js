/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_To_SendInputs */

const en_tariffs_to_send = /** @type {(inputs: Tariffs_To_SendInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} file to send`);
	return /** @type {LocalizedString} */ (`${i?.shown} files to send`)
	
};

const es_tariffs_to_send = /** @type {(inputs: Tariffs_To_SendInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} archivo por enviar`);
	return /** @type {LocalizedString} */ (`${i?.shown} archivos por enviar`)
	
};

const en_xa2_tariffs_to_send = /** @type {(inputs: Tariffs_To_SendInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļé ţó šéñð ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļéš ţó šéñð ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} file to send" |
* | * | "{shown} files to send" |
*
* @param {Tariffs_To_SendInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_to_send = /** @type {((inputs: Tariffs_To_SendInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_To_SendInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_to_send(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_to_send(inputs)
	return en_tariffs_to_send(inputs)
});