/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ path: NonNullable<unknown>, detail: NonNullable<unknown> }} Main_Durable_Write_Not_FlushedInputs */

const en_main_durable_write_not_flushed = /** @type {(inputs: Main_Durable_Write_Not_FlushedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.path} was written, but its folder could not be flushed to disk (${i?.detail}); a power cut now could undo the change.`)
};

const es_main_durable_write_not_flushed = /** @type {(inputs: Main_Durable_Write_Not_FlushedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.path} se ha escrito, pero su carpeta no se pudo volcar al disco (${i?.detail}); un corte de luz ahora podría deshacer el cambio.`)
};

const en_xa2_main_durable_write_not_flushed = /** @type {(inputs: Main_Durable_Write_Not_FlushedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.path} ŵáš ŵŕíţţéñ, ƀúţ íţš ƒóļðéŕ çóúļð ñóţ ƀé ƒļúšĥéð ţó ðíšķ (${i?.detail}); á þóŵéŕ çúţ ñóŵ çóúļð úñðó ţĥé çĥáñĝé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{path} was written, but its folder could not be flushed to disk ({detail}); a power cut now could undo the change." |
*
* @param {Main_Durable_Write_Not_FlushedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_durable_write_not_flushed = /** @type {((inputs: Main_Durable_Write_Not_FlushedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Durable_Write_Not_FlushedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_durable_write_not_flushed(inputs)
	if (locale === "en-XA") return en_xa2_main_durable_write_not_flushed(inputs)
	return en_main_durable_write_not_flushed(inputs)
});