/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} App_NameInputs */
/** @typedef {{ screen: NonNullable<unknown> }} App_OpeningInputs */
/** @typedef {{}} App_Part_Failed_To_LoadInputs */
/** @typedef {{ screen: NonNullable<unknown> }} App_Screen_Draw_FailedInputs */
/** @typedef {{ detail: NonNullable<unknown> }} App_Screen_Failed_DrawingInputs */
/** @typedef {{ screen: NonNullable<unknown> }} App_Screen_Open_FailedInputs */
/** @typedef {{}} App_Skip_To_ContentInputs */
/** @typedef {{}} Appearance_DarkInputs */
/** @typedef {{}} Appearance_DescriptionInputs */
/** @typedef {{}} Appearance_LanguageInputs */
/** @typedef {{}} Appearance_Language_HintInputs */
/** @typedef {{}} Appearance_Language_Save_FailedInputs */
/** @typedef {{}} Appearance_LightInputs */
/** @typedef {{}} Appearance_Read_FailedInputs */
/** @typedef {{}} Appearance_SystemInputs */
/** @typedef {{}} Appearance_ThemeInputs */
/** @typedef {{}} Appearance_Theme_HintInputs */
/** @typedef {{}} Appearance_Theme_Save_FailedInputs */
/** @typedef {{}} Appearance_TitleInputs */
/** @typedef {{}} As_OfInputs */
/** @typedef {{}} As_Of_Not_FetchedInputs */
/** @typedef {{}} As_Of_SavedInputs */
/** @typedef {{ noun: NonNullable<unknown>, searched: NonNullable<unknown> }} Autocomplete_None_FoundInputs */
/** @typedef {{}} Autocomplete_Saved_AnswerInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Autocomplete_SearchingInputs */
/** @typedef {{}} Autocomplete_SuggestionsInputs */
/** @typedef {{}} Basket_RemoveInputs */
/** @typedef {{ file: NonNullable<unknown> }} Basket_Remove_FileInputs */
/** @typedef {{}} CancelInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_AddedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_CustomsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Delivery_DateInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_ChangedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_UploadedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_ValidatedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Free_Time_PastInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Free_Time_SoonInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_MessagesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Pickup_DateInputs */
/** @typedef {{ count: NonNullable<unknown>, status: NonNullable<unknown> }} Change_Counted_StatusInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_UnlistedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_No_Longer_UploadedInputs */
/** @typedef {{ name: NonNullable<unknown>, status: NonNullable<unknown> }} Change_Document_StatusInputs */
/** @typedef {{ name: NonNullable<unknown>, was: NonNullable<unknown> }} Change_Document_Status_RemovedInputs */
/** @typedef {{}} Change_Document_UnnamedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_UploadedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_ValidatedInputs */
/** @typedef {{}} Change_Free_TimeInputs */
/** @typedef {{ name: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_PastInputs */
/** @typedef {{ name: NonNullable<unknown>, stop: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_Past_UnreportedInputs */
/** @typedef {{ name: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_SoonInputs */
/** @typedef {{ name: NonNullable<unknown>, stop: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_Soon_UnreportedInputs */
/** @typedef {{}} Change_Kind_AddedInputs */
/** @typedef {{}} Change_Kind_Added_HintInputs */
/** @typedef {{}} Change_Kind_CustomsInputs */
/** @typedef {{}} Change_Kind_Customs_HintInputs */
/** @typedef {{}} Change_Kind_Delivery_DateInputs */
/** @typedef {{}} Change_Kind_Delivery_Date_HintInputs */
/** @typedef {{}} Change_Kind_DocumentsInputs */
/** @typedef {{}} Change_Kind_Documents_HintInputs */
/** @typedef {{}} Change_Kind_Free_TimeInputs */
/** @typedef {{}} Change_Kind_Free_Time_HintInputs */
/** @typedef {{}} Change_Kind_MessagesInputs */
/** @typedef {{}} Change_Kind_Messages_HintInputs */
/** @typedef {{}} Change_Kind_Pickup_DateInputs */
/** @typedef {{}} Change_Kind_Pickup_Date_HintInputs */
/** @typedef {{}} Change_Kind_StatusInputs */
/** @typedef {{}} Change_Kind_Status_HintInputs */
/** @typedef {{}} Change_Kind_UnlistedInputs */
/** @typedef {{}} Change_Kind_Unlisted_HintInputs */
/** @typedef {{}} Change_Stop_DischargeInputs */
/** @typedef {{}} Change_Stop_Empty_ReturnInputs */
/** @typedef {{}} Change_Stop_ReleaseInputs */
/** @typedef {{}} Choose_FilesInputs */
/** @typedef {{}} Choose_NoneInputs */
/** @typedef {{}} Company_Choose_LogoInputs */
/** @typedef {{}} Company_DescriptionInputs */
/** @typedef {{}} Company_LogoInputs */
/** @typedef {{ file: NonNullable<unknown> }} Company_Logo_AltInputs */
/** @typedef {{ file: NonNullable<unknown>, width: NonNullable<unknown>, height: NonNullable<unknown>, size: NonNullable<unknown> }} Company_Logo_FactsInputs */
/** @typedef {{ size: NonNullable<unknown> }} Company_Logo_LimitsInputs */
/** @typedef {{}} Company_NameInputs */
/** @typedef {{}} Company_Name_HintInputs */
/** @typedef {{}} Company_Name_Save_FailedInputs */
/** @typedef {{}} Company_No_LogoInputs */
/** @typedef {{}} Company_Remove_LogoInputs */
/** @typedef {{}} Company_Replace_LogoInputs */
/** @typedef {{}} Company_Save_NameInputs */
/** @typedef {{}} Company_TitleInputs */
/** @typedef {{}} Connection_CheckingInputs */
/** @typedef {{}} Copy_DoneInputs */
/** @typedef {{}} Copy_FailedInputs */
/** @typedef {{ what: NonNullable<unknown> }} Copy_WhatInputs */
/** @typedef {{}} Date_Day_LettersInputs */
/** @typedef {{}} Date_Month_LettersInputs */
/** @typedef {{}} Date_Year_LettersInputs */
/** @typedef {{}} DismissInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_About_ForInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_About_OfInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Announce_FailedInputs */
/** @typedef {{ parts: NonNullable<unknown> }} Documents_Announce_FinishedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Announce_UnknownInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Announce_UploadedInputs */
/** @typedef {{}} Documents_Choose_DocumentInputs */
/** @typedef {{}} Documents_Choose_Document_PlaceholderInputs */
/** @typedef {{}} Documents_Choose_FilesInputs */
/** @typedef {{ files: NonNullable<unknown> }} Documents_Choose_ForInputs */
/** @typedef {{}} Documents_ClearInputs */
/** @typedef {{}} Documents_Clear_FinishedInputs */
/** @typedef {{}} Documents_DownloadInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Documents_Drop_HintInputs */
/** @typedef {{ shipment: NonNullable<unknown> }} Documents_Drop_PanelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Drop_RowInputs */
/** @typedef {{}} Documents_Empty_TextInputs */
/** @typedef {{}} Documents_Empty_TitleInputs */
/** @typedef {{}} Documents_File_Not_HereInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_File_Save_CancelledInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_File_Save_FailedInputs */
/** @typedef {{ shipment: NonNullable<unknown> }} Documents_Load_FailedInputs */
/** @typedef {{}} Documents_LoadingInputs */
/** @typedef {{ shipment: NonNullable<unknown> }} Documents_None_TextInputs */
/** @typedef {{}} Documents_None_TitleInputs */
/** @typedef {{}} Documents_Not_UploadedInputs */
/** @typedef {{}} Documents_Offline_ActionInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, reason: NonNullable<unknown> }} Documents_Offline_AnnounceInputs */
/** @typedef {{}} Documents_OptionalInputs */
/** @typedef {{ ids: NonNullable<unknown>, shipment: NonNullable<unknown> }} Documents_Other_Shipment_ErrorInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, ids: NonNullable<unknown> }} Documents_Other_Shipment_NoteInputs */
/** @typedef {{}} Documents_Panel_DescriptionInputs */
/** @typedef {{ shipment: NonNullable<unknown> }} Documents_Panel_TitleInputs */
/** @typedef {{}} Documents_Phase_DoneInputs */
/** @typedef {{}} Documents_Phase_FailedInputs */
/** @typedef {{}} Documents_Phase_ReadingInputs */
/** @typedef {{}} Documents_Phase_ReadyInputs */
/** @typedef {{}} Documents_Phase_RefusedInputs */
/** @typedef {{}} Documents_Phase_SendingInputs */
/** @typedef {{}} Documents_Phase_UnknownInputs */
/** @typedef {{}} Documents_Phase_WaitingInputs */
/** @typedef {{}} Documents_Picker_Caption_RecentInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Documents_Picker_Caption_SearchInputs */
/** @typedef {{}} Documents_Picker_ChangeInputs */
/** @typedef {{}} Documents_Picker_Code_LabelInputs */
/** @typedef {{}} Documents_Picker_Code_PlaceholderInputs */
/** @typedef {{}} Documents_Picker_Col_ActionsInputs */
/** @typedef {{}} Documents_Picker_Col_PickupInputs */
/** @typedef {{}} Documents_Picker_Col_RouteInputs */
/** @typedef {{}} Documents_Picker_Col_ShipmentInputs */
/** @typedef {{}} Documents_Picker_Col_TypeInputs */
/** @typedef {{}} Documents_Picker_DescriptionInputs */
/** @typedef {{}} Documents_Picker_FindInputs */
/** @typedef {{ code: NonNullable<unknown> }} Documents_Picker_KeepInputs */
/** @typedef {{}} Documents_Picker_List_FailedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Picker_ListedInputs */
/** @typedef {{}} Documents_Picker_Loading_RecentInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Documents_Picker_Looking_ForInputs */
/** @typedef {{}} Documents_Picker_Looking_UpInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Documents_Picker_MatchingInputs */
/** @typedef {{}} Documents_Picker_Most_RecentInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Documents_Picker_No_MatchInputs */
/** @typedef {{}} Documents_Picker_NoneInputs */
/** @typedef {{}} Documents_Picker_None_TextInputs */
/** @typedef {{}} Documents_Picker_Open_TrackingInputs */
/** @typedef {{}} Documents_Picker_ShowInputs */
/** @typedef {{}} Documents_Picker_TitleInputs */
/** @typedef {{ uploaded: NonNullable<unknown>, required: NonNullable<unknown> }} Documents_Progress_CountInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Progress_TextInputs */
/** @typedef {{ text: NonNullable<unknown> }} Documents_QuotedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Ready_AnnounceInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Refused_AnnounceInputs */
/** @typedef {{}} Documents_ReloadInputs */
/** @typedef {{}} Documents_Reload_ChecklistInputs */
/** @typedef {{}} Documents_RequiredInputs */
/** @typedef {{ file: NonNullable<unknown> }} Documents_Staged_AsInputs */
/** @typedef {{}} Documents_Staged_OfflineInputs */
/** @typedef {{}} Documents_Staged_TextInputs */
/** @typedef {{}} Documents_Staged_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_BusyInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_DoneInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_FailedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_ReadyInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_RefusedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_UnknownInputs */
/** @typedef {{ shipment: NonNullable<unknown> }} Documents_Table_CaptionInputs */
/** @typedef {{}} Documents_Table_Col_ActionsInputs */
/** @typedef {{}} Documents_Table_Col_DocumentInputs */
/** @typedef {{}} Documents_Table_Col_ObservationsInputs */
/** @typedef {{}} Documents_Table_Col_StatusInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Target_OptionalInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Target_Optional_UploadedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Target_RequiredInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Target_Required_UploadedInputs */
/** @typedef {{}} Documents_TemplateInputs */
/** @typedef {{ name: NonNullable<unknown>, extension: NonNullable<unknown> }} Documents_Template_FileInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Template_Save_CancelledInputs */
/** @typedef {{ name: NonNullable<unknown> }} Documents_Template_Save_FailedInputs */
/** @typedef {{}} Documents_The_DocumentInputs */
/** @typedef {{}} Documents_This_ShipmentInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Unknown_ManyInputs */
/** @typedef {{ file: NonNullable<unknown> }} Documents_Unknown_OneInputs */
/** @typedef {{}} Documents_Unknown_TextInputs */
/** @typedef {{}} Documents_UnnamedInputs */
/** @typedef {{}} Documents_UploadInputs */
/** @typedef {{}} Documents_Upload_AgainInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Upload_FilesInputs */
/** @typedef {{ mib: NonNullable<unknown> }} Documents_Upload_LimitInputs */
/** @typedef {{}} Documents_Upload_Not_AcceptedInputs */
/** @typedef {{}} Documents_Upload_Unknown_ReasonInputs */
/** @typedef {{ when: NonNullable<unknown> }} Documents_Uploaded_AtInputs */
/** @typedef {{ file: NonNullable<unknown>, document: NonNullable<unknown> }} Documents_Uploading_AsInputs */
/** @typedef {{}} Documents_Uploads_TitleInputs */
/** @typedef {{}} Draft_DiscardInputs */
/** @typedef {{}} Draft_Restored_FromInputs */
/** @typedef {{}} Draft_SavedInputs */
/** @typedef {{}} EditInputs */
/** @typedef {{}} Empty_State_KeptInputs */
/** @typedef {{}} Error_Retries_ItselfInputs */
/** @typedef {{}} Export_AgencyInputs */
/** @typedef {{}} Export_CodeInputs */
/** @typedef {{}} Export_CurrencyInputs */
/** @typedef {{}} Export_Currency_Not_StatedInputs */
/** @typedef {{}} Export_DeliveryInputs */
/** @typedef {{}} Export_DestinationInputs */
/** @typedef {{}} Export_Free_Time_ChargedInputs */
/** @typedef {{}} Export_Free_Time_CurrencyInputs */
/** @typedef {{}} Export_Last_Free_DayInputs */
/** @typedef {{}} Export_Not_KnownInputs */
/** @typedef {{}} Export_OriginInputs */
/** @typedef {{}} Export_PickupInputs */
/** @typedef {{}} Export_PriceInputs */
/** @typedef {{}} Export_StatusInputs */
/** @typedef {{ host: NonNullable<unknown> }} Failure_Address_UnreachableInputs */
/** @typedef {{}} Failure_Ask_AccessInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Body_TimeoutInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_BrokeInputs */
/** @typedef {{ count: NonNullable<unknown>, op: NonNullable<unknown> }} Failure_Broke_AttemptsInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Broke_UnknownInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_CancelledInputs */
/** @typedef {{}} Failure_Check_Base_UrlInputs */
/** @typedef {{}} Failure_Check_ConnectionInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_ClosedInputs */
/** @typedef {{ host: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Connect_TimeoutInputs */
/** @typedef {{ host: NonNullable<unknown> }} Failure_Connection_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_ForbiddenInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Headers_TimeoutInputs */
/** @typedef {{}} Failure_Input_InvalidInputs */
/** @typedef {{}} Failure_InternalInputs */
/** @typedef {{ message: NonNullable<unknown> }} Failure_It_SaidInputs */
/** @typedef {{ count: NonNullable<unknown> }} Failure_More_ProblemsInputs */
/** @typedef {{ host: NonNullable<unknown>, op: NonNullable<unknown> }} Failure_No_Such_AddressInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Not_FoundInputs */
/** @typedef {{}} Failure_Not_Found_ChangedInputs */
/** @typedef {{}} Failure_Not_Found_Check_IdInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Not_Sent_ParameterInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Not_Sent_RequestInputs */
/** @typedef {{ op: NonNullable<unknown>, message: NonNullable<unknown> }} Failure_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Refused_No_ReasonInputs */
/** @typedef {{ op: NonNullable<unknown>, reason: NonNullable<unknown> }} Failure_Rejected_ReasonInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Rejected_StatusInputs */
/** @typedef {{}} Failure_Report_If_AgainInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Request_TimeoutInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_ServerInputs */
/** @typedef {{ count: NonNullable<unknown>, op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Server_AttemptsInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Server_ReportedInputs */
/** @typedef {{ op: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_LargeInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_Large_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_Large_UnknownInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Too_Many_RequestsInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Too_Many_Requests_WaitInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Failure_Try_AfterInputs */
/** @typedef {{}} Failure_Try_LaterInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_UnauthorizedInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Unexpected_StatusInputs */
/** @typedef {{ channel: NonNullable<unknown> }} Failure_Unknown_ChannelInputs */
/** @typedef {{ check: NonNullable<unknown> }} Failure_Unknown_OutcomeInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_UnreadableInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Unreadable_AcceptedInputs */
/** @typedef {{}} LoadingInputs */
/** @typedef {{}} Logs_DescriptionInputs */
/** @typedef {{}} Logs_Show_FailedInputs */
/** @typedef {{}} Logs_TitleInputs */
/** @typedef {{}} Lookups_Airports_Col_IataInputs */
/** @typedef {{}} Lookups_Airports_Could_NotInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Airports_CountInputs */
/** @typedef {{}} Lookups_Airports_DescriptionInputs */
/** @typedef {{}} Lookups_Airports_Empty_TextInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Airports_FoundInputs */
/** @typedef {{}} Lookups_Airports_Idle_TextInputs */
/** @typedef {{}} Lookups_Airports_Idle_TitleInputs */
/** @typedef {{}} Lookups_Airports_LabelInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Airports_NoneInputs */
/** @typedef {{}} Lookups_Airports_PlaceholderInputs */
/** @typedef {{}} Lookups_Airports_Search_FailedInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Airports_SearchingInputs */
/** @typedef {{}} Lookups_Airports_TitleInputs */
/** @typedef {{}} Lookups_Airports_Too_ShortInputs */
/** @typedef {{ title: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_CaptionInputs */
/** @typedef {{}} Lookups_Col_CityInputs */
/** @typedef {{}} Lookups_Col_CodeInputs */
/** @typedef {{}} Lookups_Col_CoordinatesInputs */
/** @typedef {{}} Lookups_Col_CountryInputs */
/** @typedef {{}} Lookups_Col_NameInputs */
/** @typedef {{}} Lookups_Col_SizeInputs */
/** @typedef {{}} Lookups_Col_TypeInputs */
/** @typedef {{}} Lookups_Containers_Col_ReeferInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Lookups_Containers_CountInputs */
/** @typedef {{}} Lookups_Containers_DescriptionInputs */
/** @typedef {{}} Lookups_Containers_FailedInputs */
/** @typedef {{}} Lookups_Containers_LoadingInputs */
/** @typedef {{}} Lookups_Containers_NoneInputs */
/** @typedef {{ size: NonNullable<unknown> }} Lookups_Containers_Size_FtInputs */
/** @typedef {{}} Lookups_Containers_TitleInputs */
/** @typedef {{}} Lookups_EastInputs */
/** @typedef {{}} Lookups_List_Empty_TextInputs */
/** @typedef {{}} Lookups_NoInputs */
/** @typedef {{}} Lookups_NorthInputs */
/** @typedef {{}} Lookups_Pallets_Col_SizeInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Lookups_Pallets_CountInputs */
/** @typedef {{}} Lookups_Pallets_DescriptionInputs */
/** @typedef {{}} Lookups_Pallets_FailedInputs */
/** @typedef {{}} Lookups_Pallets_Height_Not_FixedInputs */
/** @typedef {{}} Lookups_Pallets_LoadingInputs */
/** @typedef {{}} Lookups_Pallets_NoneInputs */
/** @typedef {{}} Lookups_Pallets_Per_ShipmentInputs */
/** @typedef {{}} Lookups_Pallets_TitleInputs */
/** @typedef {{}} Lookups_Ports_Col_RkstInputs */
/** @typedef {{}} Lookups_Ports_Col_UnlocodeInputs */
/** @typedef {{}} Lookups_Ports_Could_NotInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Ports_CountInputs */
/** @typedef {{}} Lookups_Ports_DescriptionInputs */
/** @typedef {{}} Lookups_Ports_Empty_TextInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Ports_FoundInputs */
/** @typedef {{}} Lookups_Ports_Idle_TextInputs */
/** @typedef {{}} Lookups_Ports_Idle_TitleInputs */
/** @typedef {{}} Lookups_Ports_LabelInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Ports_NoneInputs */
/** @typedef {{}} Lookups_Ports_PlaceholderInputs */
/** @typedef {{}} Lookups_Ports_Search_FailedInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Ports_SearchingInputs */
/** @typedef {{}} Lookups_Ports_TitleInputs */
/** @typedef {{}} Lookups_Ports_Too_ShortInputs */
/** @typedef {{}} Lookups_Postal_Col_CodeInputs */
/** @typedef {{}} Lookups_Postal_Col_RegionInputs */
/** @typedef {{}} Lookups_Postal_Could_NotInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Postal_CountInputs */
/** @typedef {{}} Lookups_Postal_CountryInputs */
/** @typedef {{}} Lookups_Postal_DescriptionInputs */
/** @typedef {{}} Lookups_Postal_Empty_TextInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Postal_FoundInputs */
/** @typedef {{}} Lookups_Postal_Idle_TextInputs */
/** @typedef {{}} Lookups_Postal_Idle_TitleInputs */
/** @typedef {{}} Lookups_Postal_LabelInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Postal_NoneInputs */
/** @typedef {{}} Lookups_Postal_PlaceholderInputs */
/** @typedef {{}} Lookups_Postal_Search_FailedInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Postal_SearchingInputs */
/** @typedef {{}} Lookups_Postal_TitleInputs */
/** @typedef {{}} Lookups_Postal_Too_ShortInputs */
/** @typedef {{ text: NonNullable<unknown> }} Lookups_QuotedInputs */
/** @typedef {{}} Lookups_ReloadInputs */
/** @typedef {{}} Lookups_SearchInputs */
/** @typedef {{}} Lookups_SouthInputs */
/** @typedef {{}} Lookups_WestInputs */
/** @typedef {{}} Lookups_YesInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_AboutInputs */
/** @typedef {{}} Menu_Actual_SizeInputs */
/** @typedef {{}} Menu_Bring_All_To_FrontInputs */
/** @typedef {{}} Menu_Close_WindowInputs */
/** @typedef {{}} Menu_CopyInputs */
/** @typedef {{}} Menu_CutInputs */
/** @typedef {{}} Menu_EditInputs */
/** @typedef {{}} Menu_ExitInputs */
/** @typedef {{}} Menu_FileInputs */
/** @typedef {{}} Menu_Full_ScreenInputs */
/** @typedef {{}} Menu_GoInputs */
/** @typedef {{}} Menu_HelpInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_HideInputs */
/** @typedef {{}} Menu_Hide_OthersInputs */
/** @typedef {{}} Menu_MinimizeInputs */
/** @typedef {{}} Menu_PasteInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_QuitInputs */
/** @typedef {{}} Menu_RedoInputs */
/** @typedef {{}} Menu_Select_AllInputs */
/** @typedef {{}} Menu_ServicesInputs */
/** @typedef {{}} Menu_Show_AllInputs */
/** @typedef {{}} Menu_Show_LogsInputs */
/** @typedef {{}} Menu_UndoInputs */
/** @typedef {{}} Menu_ViewInputs */
/** @typedef {{}} Menu_WindowInputs */
/** @typedef {{}} Menu_ZoomInputs */
/** @typedef {{}} Menu_Zoom_InInputs */
/** @typedef {{}} Menu_Zoom_OutInputs */
/** @typedef {{}} Nav_Group_ReferenceInputs */
/** @typedef {{}} Nav_Group_WorkInputs */
/** @typedef {{}} Nav_MainInputs */
/** @typedef {{}} No_Bridge_BodyInputs */
/** @typedef {{}} No_Bridge_TitleInputs */
/** @typedef {{}} Notice_AddedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_CustomsInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_Eta_MovedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notice_MessagesInputs */
/** @typedef {{ count: NonNullable<unknown>, latest: NonNullable<unknown> }} Notice_Messages_LatestInputs */
/** @typedef {{}} Notice_NoneInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_Pickup_MovedInputs */
/** @typedef {{ code: NonNullable<unknown> }} Notice_ShipmentInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notice_Shipments_ChangedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_StatusInputs */
/** @typedef {{}} Notice_UnlistedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Notices_Dismiss_OneInputs */
/** @typedef {{}} Notices_Dismiss_TitleInputs */
/** @typedef {{}} Notices_HintInputs */
/** @typedef {{}} Notices_LabelInputs */
/** @typedef {{}} Notifications_DescriptionInputs */
/** @typedef {{}} Notifications_Notify_AboutInputs */
/** @typedef {{}} Notifications_Read_FailedInputs */
/** @typedef {{}} Notifications_Save_FailedInputs */
/** @typedef {{}} Offline_Keeps_TryingInputs */
/** @typedef {{ when: NonNullable<unknown> }} Offline_Last_AnsweredInputs */
/** @typedef {{}} Offline_Never_AnsweredInputs */
/** @typedef {{}} Offline_TitleInputs */
/** @typedef {{}} Offline_What_WorksInputs */
/** @typedef {{}} Op_Auth_TokenInputs */
/** @typedef {{}} Op_Booking_BoxesInputs */
/** @typedef {{}} Op_Booking_PalletsInputs */
/** @typedef {{}} Op_Booking_Sea_FclInputs */
/** @typedef {{}} Op_Booking_Sea_LclInputs */
/** @typedef {{}} Op_Check_DocumentsInputs */
/** @typedef {{}} Op_Check_QuotesInputs */
/** @typedef {{}} Op_Check_Service_RecordsInputs */
/** @typedef {{}} Op_Check_Shipment_DetailInputs */
/** @typedef {{}} Op_Check_Shipment_ListInputs */
/** @typedef {{}} Op_Check_TariffsInputs */
/** @typedef {{}} Op_Documents_DownloadInputs */
/** @typedef {{}} Op_Documents_ListInputs */
/** @typedef {{}} Op_Documents_UploadInputs */
/** @typedef {{}} Op_Lookup_AirportsInputs */
/** @typedef {{}} Op_Lookup_ContainersInputs */
/** @typedef {{}} Op_Lookup_Pallet_TypesInputs */
/** @typedef {{}} Op_Lookup_PortsInputs */
/** @typedef {{}} Op_Lookup_Postal_CodesInputs */
/** @typedef {{}} Op_Pickup_TimesInputs */
/** @typedef {{}} Op_Quotes_DeleteInputs */
/** @typedef {{}} Op_Quotes_ListInputs */
/** @typedef {{}} Op_Quotes_SaveInputs */
/** @typedef {{}} Op_Rates_AirInputs */
/** @typedef {{}} Op_Rates_BoxesInputs */
/** @typedef {{}} Op_Rates_PalletsInputs */
/** @typedef {{}} Op_Rates_Sea_FclInputs */
/** @typedef {{}} Op_Rates_Sea_LclInputs */
/** @typedef {{}} Op_Sign_InInputs */
/** @typedef {{}} Op_Tariffs_ReportInputs */
/** @typedef {{}} Op_Tariffs_UploadInputs */
/** @typedef {{}} Op_Tracking_DetailInputs */
/** @typedef {{}} Op_Tracking_MessagesInputs */
/** @typedef {{}} Op_Tracking_ShipmentsInputs */
/** @typedef {{}} Op_Tracking_SwitchInputs */
/** @typedef {{}} Open_SettingsInputs */
/** @typedef {{ what: NonNullable<unknown> }} Outcome_UnknownInputs */
/** @typedef {{}} Pdf_Air_FreightInputs */
/** @typedef {{}} Pdf_All_In_NoteInputs */
/** @typedef {{}} Pdf_As_QuotedInputs */
/** @typedef {{}} Pdf_CarrierInputs */
/** @typedef {{}} Pdf_Carrier_NotesInputs */
/** @typedef {{}} Pdf_ChargeInputs */
/** @typedef {{}} Pdf_Chargeable_WeightInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pdf_Charges_InInputs */
/** @typedef {{}} Pdf_Col_AmountInputs */
/** @typedef {{}} Pdf_Col_BasisInputs */
/** @typedef {{}} Pdf_Col_ChargeInputs */
/** @typedef {{}} Pdf_Col_ContainerInputs */
/** @typedef {{}} Pdf_Col_Counted_FromInputs */
/** @typedef {{}} Pdf_Col_Free_DaysInputs */
/** @typedef {{}} Pdf_Col_Free_TimeInputs */
/** @typedef {{}} Pdf_Col_PenaltyInputs */
/** @typedef {{}} Pdf_Col_Per_DayInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_BoxesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_Cargo_LinesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_ContainersInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_PalletsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_PiecesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_DaysInputs */
/** @typedef {{}} Pdf_DeliveryInputs */
/** @typedef {{ kind: NonNullable<unknown> }} Pdf_Every_Charge_IncludedInputs */
/** @typedef {{}} Pdf_FlightsInputs */
/** @typedef {{}} Pdf_Free_TimeInputs */
/** @typedef {{}} Pdf_FromInputs */
/** @typedef {{ quote: NonNullable<unknown> }} Pdf_Give_Quote_NumberInputs */
/** @typedef {{}} Pdf_GoodsInputs */
/** @typedef {{}} Pdf_IncludedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Pdf_IssuedInputs */
/** @typedef {{}} Pdf_Mode_AirInputs */
/** @typedef {{}} Pdf_Mode_BoxesInputs */
/** @typedef {{}} Pdf_Mode_PalletsInputs */
/** @typedef {{}} Pdf_Mode_Sea_FclInputs */
/** @typedef {{}} Pdf_Mode_Sea_LclInputs */
/** @typedef {{}} Pdf_No_ExpiryInputs */
/** @typedef {{}} Pdf_NotesInputs */
/** @typedef {{}} Pdf_On_RequestInputs */
/** @typedef {{}} Pdf_PickupInputs */
/** @typedef {{}} Pdf_Pre_BookingInputs */
/** @typedef {{}} Pdf_Price_Includes_AllInputs */
/** @typedef {{}} Pdf_QuotationInputs */
/** @typedef {{}} Pdf_Quote_LabelInputs */
/** @typedef {{}} Pdf_Ref_LabelInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Pdf_ReferenceInputs */
/** @typedef {{}} Pdf_SailingInputs */
/** @typedef {{}} Pdf_Saved_QuoteInputs */
/** @typedef {{}} Pdf_SurchargeInputs */
/** @typedef {{ percent: NonNullable<unknown> }} Pdf_Tax_IncludedInputs */
/** @typedef {{ carrier: NonNullable<unknown> }} Pdf_TermsInputs */
/** @typedef {{ carrier: NonNullable<unknown>, date: NonNullable<unknown> }} Pdf_Terms_ValidInputs */
/** @typedef {{}} Pdf_ToInputs */
/** @typedef {{}} Pdf_Total_All_InInputs */
/** @typedef {{}} Pdf_Total_Of_QuoteInputs */
/** @typedef {{}} Pdf_Total_PriceInputs */
/** @typedef {{}} Pdf_Total_Price_And_SurchargesInputs */
/** @typedef {{}} Pdf_Total_Sum_Of_ChargesInputs */
/** @typedef {{}} Pdf_TransitInputs */
/** @typedef {{}} Pdf_Unnamed_CurrencyInputs */
/** @typedef {{ date: NonNullable<unknown> }} Pdf_Valid_UntilInputs */
/** @typedef {{}} Pdf_VesselInputs */
/** @typedef {{}} Pdf_ViaInputs */
/** @typedef {{}} PenaltyInputs */
/** @typedef {{}} Profile_Form_Add_DescriptionInputs */
/** @typedef {{}} Profile_Form_Add_TitleInputs */
/** @typedef {{}} Profile_Form_Api_KeyInputs */
/** @typedef {{}} Profile_Form_Api_SecretInputs */
/** @typedef {{}} Profile_Form_Base_UrlInputs */
/** @typedef {{}} Profile_Form_Base_Url_HintInputs */
/** @typedef {{}} Profile_Form_Base_Url_PlaceholderInputs */
/** @typedef {{}} Profile_Form_Edit_DescriptionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profile_Form_Edit_TitleInputs */
/** @typedef {{}} Profile_Form_Keep_KeyInputs */
/** @typedef {{}} Profile_Form_Keep_SecretInputs */
/** @typedef {{}} Profile_Form_NameInputs */
/** @typedef {{}} Profile_Form_Name_HintInputs */
/** @typedef {{ typed: NonNullable<unknown>, saved: NonNullable<unknown> }} Profile_Form_New_Server_BodyInputs */
/** @typedef {{}} Profile_Form_New_Server_TitleInputs */
/** @typedef {{}} Profile_Form_Not_SavedInputs */
/** @typedef {{}} Profile_Form_Required_New_ServerInputs */
/** @typedef {{}} Profile_Form_SaveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profile_Form_SavedInputs */
/** @typedef {{}} Profile_Form_Secret_HintInputs */
/** @typedef {{}} Profiles_ActiveInputs */
/** @typedef {{}} Profiles_Base_Url_SaidInputs */
/** @typedef {{}} Profiles_CaptionInputs */
/** @typedef {{}} Profiles_Col_ActionsInputs */
/** @typedef {{}} Profiles_Col_CredentialsInputs */
/** @typedef {{}} Profiles_Col_ProfileInputs */
/** @typedef {{}} Profiles_Demo_CredentialsInputs */
/** @typedef {{}} Profiles_DescriptionInputs */
/** @typedef {{}} Profiles_EditingInputs */
/** @typedef {{}} Profiles_LoadingInputs */
/** @typedef {{}} Profiles_Not_StoredInputs */
/** @typedef {{}} Profiles_Read_FailedInputs */
/** @typedef {{}} Profiles_Remove_BodyInputs */
/** @typedef {{}} Profiles_Remove_Body_ActiveInputs */
/** @typedef {{}} Profiles_Remove_ConfirmInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profiles_Remove_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profiles_Remove_TitleInputs */
/** @typedef {{}} Profiles_Stored_KeychainInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profiles_Switch_FailedInputs */
/** @typedef {{}} Profiles_TitleInputs */
/** @typedef {{}} Profiles_UseInputs */
/** @typedef {{}} Progress_In_ProgressInputs */
/** @typedef {{}} Quote_PdfInputs */
/** @typedef {{}} RetryInputs */
/** @typedef {{}} Route_BookingInputs */
/** @typedef {{}} Route_Booking_SummaryInputs */
/** @typedef {{}} Route_DocumentsInputs */
/** @typedef {{}} Route_Documents_SummaryInputs */
/** @typedef {{}} Route_LookupsInputs */
/** @typedef {{}} Route_Lookups_SummaryInputs */
/** @typedef {{}} Route_PricingInputs */
/** @typedef {{}} Route_Pricing_SummaryInputs */
/** @typedef {{}} Route_QuotesInputs */
/** @typedef {{}} Route_Quotes_SummaryInputs */
/** @typedef {{}} Route_RatingInputs */
/** @typedef {{}} Route_Rating_SummaryInputs */
/** @typedef {{}} Route_SettingsInputs */
/** @typedef {{}} Route_Settings_SummaryInputs */
/** @typedef {{}} Route_TariffsInputs */
/** @typedef {{}} Route_Tariffs_SummaryInputs */
/** @typedef {{}} Route_TodayInputs */
/** @typedef {{}} Route_Today_SummaryInputs */
/** @typedef {{}} Route_TrackingInputs */
/** @typedef {{}} Route_Tracking_SummaryInputs */
/** @typedef {{}} SaveInputs */
/** @typedef {{}} Saved_DoneInputs */
/** @typedef {{}} Session_ConnectedInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Session_In_MinutesInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Session_In_SecondsInputs */
/** @typedef {{ when: NonNullable<unknown> }} Session_Last_AnswerInputs */
/** @typedef {{ when: NonNullable<unknown> }} Session_Last_WorkedInputs */
/** @typedef {{ when: NonNullable<unknown> }} Session_Next_TryInputs */
/** @typedef {{}} Session_No_Answer_YetInputs */
/** @typedef {{}} Session_No_ReasonInputs */
/** @typedef {{}} Session_RefusedInputs */
/** @typedef {{}} Session_Refused_ReasonInputs */
/** @typedef {{}} Session_Sign_InInputs */
/** @typedef {{}} Session_Sign_In_FailedInputs */
/** @typedef {{}} Session_Sign_OutInputs */
/** @typedef {{}} Session_Signed_OutInputs */
/** @typedef {{}} Session_Signing_InInputs */
/** @typedef {{}} Session_Trying_NowInputs */
/** @typedef {{}} Session_UnreachableInputs */
/** @typedef {{}} Session_Unreachable_ReasonInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Set_Aside_BodyInputs */
/** @typedef {{}} Set_Aside_CopyInputs */
/** @typedef {{}} Set_Aside_How_BackInputs */
/** @typedef {{}} Set_Aside_TitleInputs */
/** @typedef {{}} Settings_File_Unreadable_BodyInputs */
/** @typedef {{}} Settings_File_Unreadable_TitleInputs */
/** @typedef {{}} Store_Cannot_Save_BodyInputs */
/** @typedef {{}} Store_Cannot_Save_TitleInputs */
/** @typedef {{ what: NonNullable<unknown> }} Store_CopiedInputs */
/** @typedef {{}} Store_Damaged_File_KeptInputs */
/** @typedef {{}} Store_File_PathInputs */
/** @typedef {{}} Store_Not_RebuiltInputs */
/** @typedef {{}} Store_Nothing_LostInputs */
/** @typedef {{}} Store_Nothing_ReadableInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Store_Set_Aside_BodyInputs */
/** @typedef {{}} Store_Set_Aside_TitleInputs */
/** @typedef {{}} SurchargesInputs */
/** @typedef {{}} Sync_CancelInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Sync_Checking_CountInputs */
/** @typedef {{}} Sync_Checking_ListInputs */
/** @typedef {{}} Sync_DescriptionInputs */
/** @typedef {{}} Sync_FetchingInputs */
/** @typedef {{}} Sync_Kept_BeforeInputs */
/** @typedef {{ when: NonNullable<unknown> }} Sync_Last_CancelledInputs */
/** @typedef {{ when: NonNullable<unknown>, message: NonNullable<unknown> }} Sync_Last_FailedInputs */
/** @typedef {{}} Sync_MinutesInputs */
/** @typedef {{}} Sync_NeverInputs */
/** @typedef {{}} Sync_Nothing_StoredInputs */
/** @typedef {{}} Sync_NowInputs */
/** @typedef {{}} Sync_Progress_LabelInputs */
/** @typedef {{}} Sync_Read_FailedInputs */
/** @typedef {{}} Sync_Save_FailedInputs */
/** @typedef {{}} Sync_Settings_LabelInputs */
/** @typedef {{}} Sync_State_UnknownInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Sync_Stored_CountInputs */
/** @typedef {{ count: NonNullable<unknown>, done: NonNullable<unknown>, shown: NonNullable<unknown> }} Sync_Stored_OfInputs */
/** @typedef {{ when: NonNullable<unknown> }} Sync_SyncedInputs */
/** @typedef {{}} Sync_SyncingInputs */
/** @typedef {{}} Sync_TitleInputs */
/** @typedef {{ message: NonNullable<unknown> }} Sync_UnreachableInputs */
/** @typedef {{ name: NonNullable<unknown> }} Tariffs_About_OfInputs */
/** @typedef {{}} Tariffs_Col_ActionsInputs */
/** @typedef {{}} Tariffs_Col_AmountInputs */
/** @typedef {{}} Tariffs_Col_CarrierInputs */
/** @typedef {{}} Tariffs_Col_ChargeInputs */
/** @typedef {{}} Tariffs_Col_Charge_TypeInputs */
/** @typedef {{}} Tariffs_Col_CommodityInputs */
/** @typedef {{}} Tariffs_Col_ContainerInputs */
/** @typedef {{}} Tariffs_Col_ContractInputs */
/** @typedef {{}} Tariffs_Col_CostsInputs */
/** @typedef {{}} Tariffs_Col_CurrencyInputs */
/** @typedef {{}} Tariffs_Col_DescriptionInputs */
/** @typedef {{}} Tariffs_Col_LaneInputs */
/** @typedef {{}} Tariffs_Col_RatesInputs */
/** @typedef {{}} Tariffs_Col_ServiceInputs */
/** @typedef {{}} Tariffs_Col_TransitInputs */
/** @typedef {{}} Tariffs_Col_TypeInputs */
/** @typedef {{}} Tariffs_Col_UnitInputs */
/** @typedef {{}} Tariffs_Col_ValidInputs */
/** @typedef {{}} Tariffs_Col_ViaInputs */
/** @typedef {{ max: NonNullable<unknown> }} Tariffs_Comment_LengthInputs */
/** @typedef {{}} Tariffs_CommentsInputs */
/** @typedef {{}} Tariffs_Comments_HintInputs */
/** @typedef {{ max: NonNullable<unknown> }} Tariffs_Comments_MaxInputs */
/** @typedef {{}} Tariffs_Contract_NumberInputs */
/** @typedef {{}} Tariffs_Contract_Number_RequiredInputs */
/** @typedef {{}} Tariffs_Contract_PlaceholderInputs */
/** @typedef {{}} Tariffs_Contract_ReferenceInputs */
/** @typedef {{}} Tariffs_Contract_RequiredInputs */
/** @typedef {{ rate: NonNullable<unknown> }} Tariffs_Costs_CaptionInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_Costs_CountInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_Count_RatesInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_Count_TariffsInputs */
/** @typedef {{}} Tariffs_Csv_HintInputs */
/** @typedef {{ example: NonNullable<unknown> }} Tariffs_Date_LikeInputs */
/** @typedef {{}} Tariffs_Detail_Document_IdInputs */
/** @typedef {{}} Tariffs_Detail_Rates_ImportedInputs */
/** @typedef {{}} Tariffs_Download_TemplateInputs */
/** @typedef {{}} Tariffs_Drop_LabelInputs */
/** @typedef {{}} Tariffs_Drop_PromptInputs */
/** @typedef {{}} Tariffs_Export_CsvInputs */
/** @typedef {{}} Tariffs_External_IdInputs */
/** @typedef {{}} Tariffs_External_Id_HintInputs */
/** @typedef {{}} Tariffs_FilesInputs */
/** @typedef {{ max: NonNullable<unknown> }} Tariffs_Files_MaxInputs */
/** @typedef {{}} Tariffs_Files_RequiredInputs */
/** @typedef {{}} Tariffs_From_DateInputs */
/** @typedef {{}} Tariffs_From_RequiredInputs */
/** @typedef {{}} Tariffs_Hide_RatesInputs */
/** @typedef {{ limit: NonNullable<unknown>, max: NonNullable<unknown> }} Tariffs_LimitsInputs */
/** @typedef {{}} Tariffs_NameInputs */
/** @typedef {{}} Tariffs_Name_HintInputs */
/** @typedef {{}} Tariffs_Name_Part_HintInputs */
/** @typedef {{}} Tariffs_No_CostsInputs */
/** @typedef {{}} Tariffs_No_FileInputs */
/** @typedef {{}} Tariffs_Not_AcceptedInputs */
/** @typedef {{}} Tariffs_Not_UploadedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Tariffs_Note_UploadedInputs */
/** @typedef {{}} Tariffs_Offline_ActionInputs */
/** @typedef {{ contract: NonNullable<unknown> }} Tariffs_Rates_CaptionInputs */
/** @typedef {{}} Tariffs_RefusedInputs */
/** @typedef {{ counts: NonNullable<unknown> }} Tariffs_Report_AnnounceInputs */
/** @typedef {{ contract: NonNullable<unknown> }} Tariffs_Report_CaptionInputs */
/** @typedef {{}} Tariffs_Report_DescriptionInputs */
/** @typedef {{}} Tariffs_Report_Failed_AnnounceInputs */
/** @typedef {{ counts: NonNullable<unknown>, contract: NonNullable<unknown> }} Tariffs_Report_ForInputs */
/** @typedef {{}} Tariffs_Report_Idle_TextInputs */
/** @typedef {{}} Tariffs_Report_Idle_TitleInputs */
/** @typedef {{}} Tariffs_Report_LoadingInputs */
/** @typedef {{ contract: NonNullable<unknown> }} Tariffs_Report_NoneInputs */
/** @typedef {{}} Tariffs_Report_None_TextInputs */
/** @typedef {{}} Tariffs_Report_Read_FailedInputs */
/** @typedef {{}} Tariffs_Report_TitleInputs */
/** @typedef {{}} Tariffs_ScacInputs */
/** @typedef {{}} Tariffs_Scac_HintInputs */
/** @typedef {{}} Tariffs_Scac_LettersInputs */
/** @typedef {{}} Tariffs_Scac_RequiredInputs */
/** @typedef {{}} Tariffs_Sent_AllInputs */
/** @typedef {{}} Tariffs_Sent_UnknownInputs */
/** @typedef {{}} Tariffs_Show_RatesInputs */
/** @typedef {{}} Tariffs_Show_ReportInputs */
/** @typedef {{}} Tariffs_StatusInputs */
/** @typedef {{}} Tariffs_Status_AnyInputs */
/** @typedef {{}} Tariffs_Status_NumberInputs */
/** @typedef {{}} Tariffs_Status_With_RatesInputs */
/** @typedef {{}} Tariffs_Status_Without_RatesInputs */
/** @typedef {{}} Tariffs_Template_CancelledInputs */
/** @typedef {{}} Tariffs_Template_FailedInputs */
/** @typedef {{}} Tariffs_To_Before_FromInputs */
/** @typedef {{}} Tariffs_To_DateInputs */
/** @typedef {{}} Tariffs_To_Date_HintInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_To_SendInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_Transit_DaysInputs */
/** @typedef {{ contract: NonNullable<unknown> }} Tariffs_Unknown_TextInputs */
/** @typedef {{}} Tariffs_Unknown_WhatInputs */
/** @typedef {{}} Tariffs_UnnamedInputs */
/** @typedef {{}} Tariffs_Upload_ButtonInputs */
/** @typedef {{}} Tariffs_Upload_DescriptionInputs */
/** @typedef {{}} Tariffs_Upload_TitleInputs */
/** @typedef {{}} Tariffs_UploadedInputs */
/** @typedef {{ start: NonNullable<unknown> }} Tariffs_Validity_FromInputs */
/** @typedef {{ end: NonNullable<unknown> }} Tariffs_Validity_UntilInputs */
/** @typedef {{}} Timeline_NewInputs */
/** @typedef {{}} Timeline_Time_Not_GivenInputs */
/** @typedef {{}} Topbar_Go_ToInputs */
/** @typedef {{}} Tracking_Col_AgencyInputs */
/** @typedef {{}} Tracking_Col_CodeInputs */
/** @typedef {{}} Tracking_Col_DeliveryInputs */
/** @typedef {{}} Tracking_Col_Free_TimeInputs */
/** @typedef {{}} Tracking_Col_PickupInputs */
/** @typedef {{}} Tracking_Col_PriceInputs */
/** @typedef {{}} Tracking_Col_RouteInputs */
/** @typedef {{}} Tracking_Col_StatusInputs */
/** @typedef {{}} Try_AgainInputs */
import * as registry from "../registry.js"


export const app_name = /** @type {(inputs: App_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk`)
};

export const app_opening = /** @type {(inputs: App_OpeningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opening ${i?.screen}…`)
};

export const app_part_failed_to_load = /** @type {(inputs: App_Part_Failed_To_LoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Part of Freight Desk failed to load. Restart the app; if it keeps happening, reinstall it.`)
};

export const app_screen_draw_failed = /** @type {(inputs: App_Screen_Draw_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.screen} could not show what it received`)
};

export const app_screen_failed_drawing = /** @type {(inputs: App_Screen_Failed_DrawingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Part of this screen failed while showing what the freight service sent${i?.detail}. Try again; if it keeps happening, report it with what you were doing.`)
};

export const app_screen_open_failed = /** @type {(inputs: App_Screen_Open_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.screen} could not be opened`)
};

export const app_skip_to_content = /** @type {(inputs: App_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

export const appearance_dark = /** @type {(inputs: Appearance_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dark`)
};

export const appearance_description = /** @type {(inputs: Appearance_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How Freight Desk looks and speaks on this computer.`)
};

export const appearance_language = /** @type {(inputs: Appearance_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const appearance_language_hint = /** @type {(inputs: Appearance_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`System follows the language of your operating system: Spanish for any Spanish, English otherwise. Dates, numbers and amounts follow it.`)
};

export const appearance_language_save_failed = /** @type {(inputs: Appearance_Language_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the language`)
};

export const appearance_light = /** @type {(inputs: Appearance_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Light`)
};

export const appearance_read_failed = /** @type {(inputs: Appearance_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the appearance settings`)
};

export const appearance_system = /** @type {(inputs: Appearance_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`System`)
};

export const appearance_theme = /** @type {(inputs: Appearance_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Theme`)
};

export const appearance_theme_hint = /** @type {(inputs: Appearance_Theme_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`System follows the light or dark setting of your operating system.`)
};

export const appearance_theme_save_failed = /** @type {(inputs: Appearance_Theme_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the theme`)
};

export const appearance_title = /** @type {(inputs: Appearance_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appearance`)
};

export const as_of = /** @type {(inputs: As_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As of`)
};

export const as_of_not_fetched = /** @type {(inputs: As_Of_Not_FetchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not fetched yet`)
};

export const as_of_saved = /** @type {(inputs: As_Of_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved copy as of`)
};

export const autocomplete_none_found = /** @type {(inputs: Autocomplete_None_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No ${i?.noun} found for “${i?.searched}”. Check the spelling or try another name or code.`)
};

export const autocomplete_saved_answer = /** @type {(inputs: Autocomplete_Saved_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved answer from an earlier search:`)
};

export const autocomplete_searching = /** @type {(inputs: Autocomplete_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Searching for “${i?.searched}”…`)
};

export const autocomplete_suggestions = /** @type {(inputs: Autocomplete_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suggestions`)
};

export const basket_remove = /** @type {(inputs: Basket_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const basket_remove_file = /** @type {(inputs: Basket_Remove_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.file}`)
};

export const cancel = /** @type {(inputs: CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const change_counted_added = /** @type {(inputs: Change_Counted_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} new`);
	return /** @type {LocalizedString} */ (`${i?.count} new`)
	
};

export const change_counted_customs = /** @type {(inputs: Change_Counted_CustomsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} customs status changed`);
	return /** @type {LocalizedString} */ (`${i?.count} customs status changed`)
	
};

export const change_counted_delivery_date = /** @type {(inputs: Change_Counted_Delivery_DateInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ETA moved`);
	return /** @type {LocalizedString} */ (`${i?.count} ETA moved`)
	
};

export const change_counted_documents_changed = /** @type {(inputs: Change_Counted_Documents_ChangedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} document changed`);
	return /** @type {LocalizedString} */ (`${i?.count} documents changed`)
	
};

export const change_counted_documents_uploaded = /** @type {(inputs: Change_Counted_Documents_UploadedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} document uploaded`);
	return /** @type {LocalizedString} */ (`${i?.count} documents uploaded`)
	
};

export const change_counted_documents_validated = /** @type {(inputs: Change_Counted_Documents_ValidatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} document validated`);
	return /** @type {LocalizedString} */ (`${i?.count} documents validated`)
	
};

export const change_counted_free_time_past = /** @type {(inputs: Change_Counted_Free_Time_PastInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} past free time`);
	return /** @type {LocalizedString} */ (`${i?.count} past free time`)
	
};

export const change_counted_free_time_soon = /** @type {(inputs: Change_Counted_Free_Time_SoonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} free time ending`);
	return /** @type {LocalizedString} */ (`${i?.count} free time ending`)
	
};

export const change_counted_messages = /** @type {(inputs: Change_Counted_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} new message`);
	return /** @type {LocalizedString} */ (`${i?.count} new messages`)
	
};

export const change_counted_pickup_date = /** @type {(inputs: Change_Counted_Pickup_DateInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pickup moved`);
	return /** @type {LocalizedString} */ (`${i?.count} pickup moved`)
	
};

export const change_counted_status = /** @type {(inputs: Change_Counted_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ${i?.status}`)
};

export const change_counted_unlisted = /** @type {(inputs: Change_Counted_UnlistedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} no longer listed`);
	return /** @type {LocalizedString} */ (`${i?.count} no longer listed`)
	
};

export const change_document_no_longer_uploaded = /** @type {(inputs: Change_Document_No_Longer_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: no longer uploaded`)
};

export const change_document_status = /** @type {(inputs: Change_Document_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.status}`)
};

export const change_document_status_removed = /** @type {(inputs: Change_Document_Status_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: validation status removed (was ${i?.was})`)
};

export const change_document_unnamed = /** @type {(inputs: Change_Document_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A document`)
};

export const change_document_uploaded = /** @type {(inputs: Change_Document_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} uploaded`)
};

export const change_document_validated = /** @type {(inputs: Change_Document_ValidatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} validated`)
};

export const change_free_time = /** @type {(inputs: Change_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free time`)
};

export const change_free_time_past = /** @type {(inputs: Change_Free_Time_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: past the last free day (${i?.day}), the charge accrues`)
};

export const change_free_time_past_unreported = /** @type {(inputs: Change_Free_Time_Past_UnreportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.stop} not reported; if still out, past the last free day (${i?.day}), the charge accrues`)
};

export const change_free_time_soon = /** @type {(inputs: Change_Free_Time_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: last free day ${i?.day}, 48 hours or less left`)
};

export const change_free_time_soon_unreported = /** @type {(inputs: Change_Free_Time_Soon_UnreportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.stop} not reported; if still out, last free day ${i?.day}, 48 hours or less left`)
};

export const change_kind_added = /** @type {(inputs: Change_Kind_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New shipments`)
};

export const change_kind_added_hint = /** @type {(inputs: Change_Kind_Added_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A shipment booked elsewhere appears in the list (not the ones you book here).`)
};

export const change_kind_customs = /** @type {(inputs: Change_Kind_CustomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customs status`)
};

export const change_kind_customs_hint = /** @type {(inputs: Change_Kind_Customs_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A shipment’s customs status moved (pending, cleared, held…).`)
};

export const change_kind_delivery_date = /** @type {(inputs: Change_Kind_Delivery_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ETA moved`)
};

export const change_kind_delivery_date_hint = /** @type {(inputs: Change_Kind_Delivery_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The estimated delivery date of a shipment changed.`)
};

export const change_kind_documents = /** @type {(inputs: Change_Kind_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document checks`)
};

export const change_kind_documents_hint = /** @type {(inputs: Change_Kind_Documents_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A required document was uploaded, validated or refused (found outside the Documents screen).`)
};

export const change_kind_free_time = /** @type {(inputs: Change_Kind_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free time running out`)
};

export const change_kind_free_time_hint = /** @type {(inputs: Change_Kind_Free_Time_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A booked sea shipment came within 48 hours of its last free day (demurrage, detention, storage), or passed it, while its clock runs.`)
};

export const change_kind_messages = /** @type {(inputs: Change_Kind_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New tracking messages`)
};

export const change_kind_messages_hint = /** @type {(inputs: Change_Kind_Messages_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New messages found when a shipment’s messages are fetched in the background (not while you read them).`)
};

export const change_kind_pickup_date = /** @type {(inputs: Change_Kind_Pickup_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup date moved`)
};

export const change_kind_pickup_date_hint = /** @type {(inputs: Change_Kind_Pickup_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The pickup date of a shipment changed.`)
};

export const change_kind_status = /** @type {(inputs: Change_Kind_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status changes`)
};

export const change_kind_status_hint = /** @type {(inputs: Change_Kind_Status_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A shipment’s tracking status moved (picked up, in transit, delivered…).`)
};

export const change_kind_unlisted = /** @type {(inputs: Change_Kind_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No longer listed`)
};

export const change_kind_unlisted_hint = /** @type {(inputs: Change_Kind_Unlisted_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service stopped listing a shipment; the desk keeps it.`)
};

export const change_stop_discharge = /** @type {(inputs: Change_Stop_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`discharge`)
};

export const change_stop_empty_return = /** @type {(inputs: Change_Stop_Empty_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`empty return`)
};

export const change_stop_release = /** @type {(inputs: Change_Stop_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`release`)
};

export const choose_files = /** @type {(inputs: Choose_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose files…`)
};

export const choose_none = /** @type {(inputs: Choose_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose none`)
};

export const company_choose_logo = /** @type {(inputs: Company_Choose_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose logo…`)
};

export const company_description = /** @type {(inputs: Company_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printed at the head of every quote PDF you send to a customer.`)
};

export const company_logo = /** @type {(inputs: Company_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logo`)
};

export const company_logo_alt = /** @type {(inputs: Company_Logo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Company logo: ${i?.file}`)
};

export const company_logo_facts = /** @type {(inputs: Company_Logo_FactsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} · ${i?.width} × ${i?.height} px · ${i?.size}`)
};

export const company_logo_limits = /** @type {(inputs: Company_Logo_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PNG or JPEG, at most ${i?.size}. Printed at most 150 × 54 pt, proportions kept.`)
};

export const company_name = /** @type {(inputs: Company_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company name`)
};

export const company_name_hint = /** @type {(inputs: Company_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As your customers know you, e.g. “Acme Forwarding S.L.”`)
};

export const company_name_save_failed = /** @type {(inputs: Company_Name_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the company name`)
};

export const company_no_logo = /** @type {(inputs: Company_No_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No logo`)
};

export const company_remove_logo = /** @type {(inputs: Company_Remove_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove logo`)
};

export const company_replace_logo = /** @type {(inputs: Company_Replace_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace logo…`)
};

export const company_save_name = /** @type {(inputs: Company_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save name`)
};

export const company_title = /** @type {(inputs: Company_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company`)
};

export const connection_checking = /** @type {(inputs: Connection_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the connection…`)
};

export const copy_done = /** @type {(inputs: Copy_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied`)
};

export const copy_failed = /** @type {(inputs: Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy: select the text instead`)
};

export const copy_what = /** @type {(inputs: Copy_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copy ${i?.what}`)
};

export const date_day_letters = /** @type {(inputs: Date_Day_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dd`)
};

export const date_month_letters = /** @type {(inputs: Date_Month_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mm`)
};

export const date_year_letters = /** @type {(inputs: Date_Year_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yyyy`)
};

export const dismiss = /** @type {(inputs: DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

export const documents_about_for = /** @type {(inputs: Documents_About_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.name}`)
};

export const documents_about_of = /** @type {(inputs: Documents_About_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`of ${i?.name}`)
};

export const documents_announce_failed = /** @type {(inputs: Documents_Announce_FailedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} failed`);
	return /** @type {LocalizedString} */ (`${i?.shown} failed`)
	
};

export const documents_announce_finished = /** @type {(inputs: Documents_Announce_FinishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploads finished: ${i?.parts}.`)
};

export const documents_announce_unknown = /** @type {(inputs: Documents_Announce_UnknownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} with an unknown outcome: check the checklist`);
	return /** @type {LocalizedString} */ (`${i?.shown} with an unknown outcome: check the checklist`)
	
};

export const documents_announce_uploaded = /** @type {(inputs: Documents_Announce_UploadedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} uploaded`);
	return /** @type {LocalizedString} */ (`${i?.shown} uploaded`)
	
};

export const documents_choose_document = /** @type {(inputs: Documents_Choose_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a document`)
};

export const documents_choose_document_placeholder = /** @type {(inputs: Documents_Choose_Document_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a document…`)
};

export const documents_choose_files = /** @type {(inputs: Documents_Choose_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose files…`)
};

export const documents_choose_for = /** @type {(inputs: Documents_Choose_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose the document for ${i?.files}.`)
};

export const documents_clear = /** @type {(inputs: Documents_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear`)
};

export const documents_clear_finished = /** @type {(inputs: Documents_Clear_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear finished`)
};

export const documents_download = /** @type {(inputs: Documents_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download`)
};

export const documents_drop_hint = /** @type {(inputs: Documents_Drop_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Drop files here, or use “Choose files…”. Accepted: PDF, images, Office documents, CSV and text, ${i?.limit}.`)
};

export const documents_drop_panel = /** @type {(inputs: Documents_Drop_PanelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Drop to upload to ${i?.shipment}`)
};

export const documents_drop_row = /** @type {(inputs: Documents_Drop_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Drop to upload as ${i?.name}`)
};

export const documents_empty_text = /** @type {(inputs: Documents_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its document checklist appears here: what is required, what is uploaded, and the blank templates.`)
};

export const documents_empty_title = /** @type {(inputs: Documents_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a shipment`)
};

export const documents_file_not_here = /** @type {(inputs: Documents_File_Not_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its file is not on this desk: opening it needs the service.`)
};

export const documents_file_save_cancelled = /** @type {(inputs: Documents_File_Save_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not saved: the save of ${i?.name} was cancelled.`)
};

export const documents_file_save_failed = /** @type {(inputs: Documents_File_Save_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} was not saved`)
};

export const documents_load_failed = /** @type {(inputs: Documents_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not load the documents of ${i?.shipment}`)
};

export const documents_loading = /** @type {(inputs: Documents_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the document checklist…`)
};

export const documents_none_text = /** @type {(inputs: Documents_None_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service lists no documents to upload for ${i?.shipment}.`)
};

export const documents_none_title = /** @type {(inputs: Documents_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No documents for this shipment`)
};

export const documents_not_uploaded = /** @type {(inputs: Documents_Not_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not uploaded`)
};

export const documents_offline_action = /** @type {(inputs: Documents_Offline_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading needs the service: files you drop or choose wait below until it is back.`)
};

export const documents_offline_announce = /** @type {(inputs: Documents_Offline_AnnounceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} file was not uploaded: ${i?.reason}`);
	return /** @type {LocalizedString} */ (`${i?.shown} files were not uploaded: ${i?.reason}`)
	
};

export const documents_optional = /** @type {(inputs: Documents_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional`)
};

export const documents_other_shipment_error = /** @type {(inputs: Documents_Other_Shipment_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service answered with the documents of another shipment (${i?.ids}) instead of those of ${i?.shipment}. Freight Desk does not list them as this shipment's; try again, and if it keeps happening, report it to your provider.`)
};

export const documents_other_shipment_note = /** @type {(inputs: Documents_Other_Shipment_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The service's answer also listed ${i?.shown} document of another shipment (${i?.ids}); it is not shown here.`);
	return /** @type {LocalizedString} */ (`The service's answer also listed ${i?.shown} documents of another shipment (${i?.ids}); they are not shown here.`)
	
};

export const documents_panel_description = /** @type {(inputs: Documents_Panel_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drop a file on a document to upload it there, or drop several anywhere on this panel and choose where each goes.`)
};

export const documents_panel_title = /** @type {(inputs: Documents_Panel_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Documents of ${i?.shipment}`)
};

export const documents_phase_done = /** @type {(inputs: Documents_Phase_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploaded`)
};

export const documents_phase_failed = /** @type {(inputs: Documents_Phase_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed`)
};

export const documents_phase_reading = /** @type {(inputs: Documents_Phase_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading`)
};

export const documents_phase_ready = /** @type {(inputs: Documents_Phase_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready`)
};

export const documents_phase_refused = /** @type {(inputs: Documents_Phase_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sent`)
};

export const documents_phase_sending = /** @type {(inputs: Documents_Phase_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending`)
};

export const documents_phase_unknown = /** @type {(inputs: Documents_Phase_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outcome unknown`)
};

export const documents_phase_waiting = /** @type {(inputs: Documents_Phase_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting`)
};

export const documents_picker_caption_recent = /** @type {(inputs: Documents_Picker_Caption_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent shipments`)
};

export const documents_picker_caption_search = /** @type {(inputs: Documents_Picker_Caption_SearchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shipments matching ${i?.searched}`)
};

export const documents_picker_change = /** @type {(inputs: Documents_Picker_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change shipment`)
};

export const documents_picker_code_label = /** @type {(inputs: Documents_Picker_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipment code`)
};

export const documents_picker_code_placeholder = /** @type {(inputs: Documents_Picker_Code_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave empty for the most recent shipments`)
};

export const documents_picker_col_actions = /** @type {(inputs: Documents_Picker_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const documents_picker_col_pickup = /** @type {(inputs: Documents_Picker_Col_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick-up`)
};

export const documents_picker_col_route = /** @type {(inputs: Documents_Picker_Col_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Route`)
};

export const documents_picker_col_shipment = /** @type {(inputs: Documents_Picker_Col_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipment`)
};

export const documents_picker_col_type = /** @type {(inputs: Documents_Picker_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

export const documents_picker_description = /** @type {(inputs: Documents_Picker_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find a booked shipment by its code, or pick a recent one.`)
};

export const documents_picker_find = /** @type {(inputs: Documents_Picker_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find`)
};

export const documents_picker_keep = /** @type {(inputs: Documents_Picker_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keep ${i?.code}`)
};

export const documents_picker_list_failed = /** @type {(inputs: Documents_Picker_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not list shipments`)
};

export const documents_picker_listed = /** @type {(inputs: Documents_Picker_ListedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} shipment listed`);
	return /** @type {LocalizedString} */ (`${i?.shown} shipments listed`)
	
};

export const documents_picker_loading_recent = /** @type {(inputs: Documents_Picker_Loading_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading recent shipments…`)
};

export const documents_picker_looking_for = /** @type {(inputs: Documents_Picker_Looking_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Looking for ${i?.searched}…`)
};

export const documents_picker_looking_up = /** @type {(inputs: Documents_Picker_Looking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Looking up the shipment…`)
};

export const documents_picker_matching = /** @type {(inputs: Documents_Picker_MatchingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} shipment matching ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} shipments matching ${i?.searched}`)
	
};

export const documents_picker_most_recent = /** @type {(inputs: Documents_Picker_Most_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most recent pick-ups first`)
};

export const documents_picker_no_match = /** @type {(inputs: Documents_Picker_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No shipment matches ${i?.searched}`)
};

export const documents_picker_none = /** @type {(inputs: Documents_Picker_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shipments yet`)
};

export const documents_picker_none_text = /** @type {(inputs: Documents_Picker_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipments appear here once they are booked.`)
};

export const documents_picker_open_tracking = /** @type {(inputs: Documents_Picker_Open_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in Tracking`)
};

export const documents_picker_show = /** @type {(inputs: Documents_Picker_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show documents`)
};

export const documents_picker_title = /** @type {(inputs: Documents_Picker_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipment`)
};

export const documents_progress_count = /** @type {(inputs: Documents_Progress_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.uploaded} of ${i?.required}`)
};

export const documents_progress_text = /** @type {(inputs: Documents_Progress_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`required documents uploaded`);
	return /** @type {LocalizedString} */ (`required documents uploaded`)
	
};

export const documents_quoted = /** @type {(inputs: Documents_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.text}”`)
};

export const documents_ready_announce = /** @type {(inputs: Documents_Ready_AnnounceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} file ready: check the document each goes to, then upload.`);
	return /** @type {LocalizedString} */ (`${i?.shown} files ready: check the document each goes to, then upload.`)
	
};

export const documents_refused_announce = /** @type {(inputs: Documents_Refused_AnnounceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} file was not sent; see the reasons under Uploads.`);
	return /** @type {LocalizedString} */ (`${i?.shown} files were not sent; see the reasons under Uploads.`)
	
};

export const documents_reload = /** @type {(inputs: Documents_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload`)
};

export const documents_reload_checklist = /** @type {(inputs: Documents_Reload_ChecklistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload the checklist`)
};

export const documents_required = /** @type {(inputs: Documents_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required`)
};

export const documents_staged_as = /** @type {(inputs: Documents_Staged_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Upload ${i?.file} as`)
};

export const documents_staged_offline = /** @type {(inputs: Documents_Staged_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not uploaded yet.`)
};

export const documents_staged_text = /** @type {(inputs: Documents_Staged_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each file is proposed for the document its name matches, else the first required document not uploaded yet. Change any before uploading.`)
};

export const documents_staged_title = /** @type {(inputs: Documents_Staged_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Files to upload`)
};

export const documents_summary_busy = /** @type {(inputs: Documents_Summary_BusyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} in progress`);
	return /** @type {LocalizedString} */ (`${i?.shown} in progress`)
	
};

export const documents_summary_done = /** @type {(inputs: Documents_Summary_DoneInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} uploaded`);
	return /** @type {LocalizedString} */ (`${i?.shown} uploaded`)
	
};

export const documents_summary_failed = /** @type {(inputs: Documents_Summary_FailedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} failed`);
	return /** @type {LocalizedString} */ (`${i?.shown} failed`)
	
};

export const documents_summary_ready = /** @type {(inputs: Documents_Summary_ReadyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} ready`);
	return /** @type {LocalizedString} */ (`${i?.shown} ready`)
	
};

export const documents_summary_refused = /** @type {(inputs: Documents_Summary_RefusedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} not sent`);
	return /** @type {LocalizedString} */ (`${i?.shown} not sent`)
	
};

export const documents_summary_unknown = /** @type {(inputs: Documents_Summary_UnknownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} outcome unknown`);
	return /** @type {LocalizedString} */ (`${i?.shown} outcome unknown`)
	
};

export const documents_table_caption = /** @type {(inputs: Documents_Table_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Document checklist of ${i?.shipment}`)
};

export const documents_table_col_actions = /** @type {(inputs: Documents_Table_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const documents_table_col_document = /** @type {(inputs: Documents_Table_Col_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document`)
};

export const documents_table_col_observations = /** @type {(inputs: Documents_Table_Col_ObservationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Observations`)
};

export const documents_table_col_status = /** @type {(inputs: Documents_Table_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const documents_target_optional = /** @type {(inputs: Documents_Target_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (optional)`)
};

export const documents_target_optional_uploaded = /** @type {(inputs: Documents_Target_Optional_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (optional, already uploaded)`)
};

export const documents_target_required = /** @type {(inputs: Documents_Target_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (required)`)
};

export const documents_target_required_uploaded = /** @type {(inputs: Documents_Target_Required_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (required, already uploaded)`)
};

export const documents_template = /** @type {(inputs: Documents_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Template`)
};

export const documents_template_file = /** @type {(inputs: Documents_Template_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} template.${i?.extension}`)
};

export const documents_template_save_cancelled = /** @type {(inputs: Documents_Template_Save_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not saved: the save of the ${i?.name} template was cancelled.`)
};

export const documents_template_save_failed = /** @type {(inputs: Documents_Template_Save_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the ${i?.name} template was not saved`)
};

export const documents_the_document = /** @type {(inputs: Documents_The_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the document`)
};

export const documents_this_shipment = /** @type {(inputs: Documents_This_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this shipment`)
};

export const documents_unknown_many = /** @type {(inputs: Documents_Unknown_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} file may or may not have been uploaded`);
	return /** @type {LocalizedString} */ (`${i?.shown} files may or may not have been uploaded`)
	
};

export const documents_unknown_one = /** @type {(inputs: Documents_Unknown_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} may or may not have been uploaded`)
};

export const documents_unknown_text = /** @type {(inputs: Documents_Unknown_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checklist above was read again: if the document now shows as uploaded, the file went through. Upload it again only if it does not.`)
};

export const documents_unnamed = /** @type {(inputs: Documents_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document`)
};

export const documents_upload = /** @type {(inputs: Documents_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload…`)
};

export const documents_upload_again = /** @type {(inputs: Documents_Upload_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload again…`)
};

export const documents_upload_files = /** @type {(inputs: Documents_Upload_FilesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Upload ${i?.shown} file`);
	return /** @type {LocalizedString} */ (`Upload ${i?.shown} files`)
	
};

export const documents_upload_limit = /** @type {(inputs: Documents_Upload_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`up to ${i?.mib} MiB each`)
};

export const documents_upload_not_accepted = /** @type {(inputs: Documents_Upload_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service did not accept the file.`)
};

export const documents_upload_unknown_reason = /** @type {(inputs: Documents_Upload_Unknown_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The upload failed for an unknown reason.`)
};

export const documents_uploaded_at = /** @type {(inputs: Documents_Uploaded_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploaded ${i?.when}`)
};

export const documents_uploading_as = /** @type {(inputs: Documents_Uploading_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploading ${i?.file} as ${i?.document}.`)
};

export const documents_uploads_title = /** @type {(inputs: Documents_Uploads_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploads`)
};

export const draft_discard = /** @type {(inputs: Draft_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard`)
};

export const draft_restored_from = /** @type {(inputs: Draft_Restored_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draft restored from`)
};

export const draft_saved = /** @type {(inputs: Draft_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draft saved`)
};

export const edit = /** @type {(inputs: EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const empty_state_kept = /** @type {(inputs: Empty_State_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: the service could not be asked now, so this is what the desk kept.`)
};

export const error_retries_itself = /** @type {(inputs: Error_Retries_ItselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk tries again on its own in a few seconds.`)
};

export const export_agency = /** @type {(inputs: Export_AgencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agency`)
};

export const export_code = /** @type {(inputs: Export_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

export const export_currency = /** @type {(inputs: Export_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

export const export_currency_not_stated = /** @type {(inputs: Export_Currency_Not_StatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(currency not stated)`)
};

export const export_delivery = /** @type {(inputs: Export_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

export const export_destination = /** @type {(inputs: Export_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destination`)
};

export const export_free_time_charged = /** @type {(inputs: Export_Free_Time_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free time charged`)
};

export const export_free_time_currency = /** @type {(inputs: Export_Free_Time_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free time currency`)
};

export const export_last_free_day = /** @type {(inputs: Export_Last_Free_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last free day`)
};

export const export_not_known = /** @type {(inputs: Export_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not known`)
};

export const export_origin = /** @type {(inputs: Export_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origin`)
};

export const export_pickup = /** @type {(inputs: Export_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

export const export_price = /** @type {(inputs: Export_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

export const export_status = /** @type {(inputs: Export_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const failure_address_unreachable = /** @type {(inputs: Failure_Address_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not connect to the freight service at ${i?.host} (address not reachable). Check the service address (the profile's base URL) and your connection, then try again.`)
};

export const failure_ask_access = /** @type {(inputs: Failure_Ask_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask your freight service provider for access.`)
};

export const failure_body_timeout = /** @type {(inputs: Failure_Body_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service stopped sending its answer to "${i?.op}" for ${i?.seconds} s.`)
};

export const failure_broke = /** @type {(inputs: Failure_BrokeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The connection to the freight service broke during "${i?.op}". Check your connection and try again.`)
};

export const failure_broke_attempts = /** @type {(inputs: Failure_Broke_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The connection to the freight service broke during "${i?.op}" (${i?.count} attempt). Check your connection and try again.`);
	return /** @type {LocalizedString} */ (`The connection to the freight service broke during "${i?.op}" (${i?.count} attempts). Check your connection and try again.`)
	
};

export const failure_broke_unknown = /** @type {(inputs: Failure_Broke_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The connection to the freight service broke during "${i?.op}", so its outcome is unknown.`)
};

export const failure_cancelled = /** @type {(inputs: Failure_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.op}" was cancelled.`)
};

export const failure_check_base_url = /** @type {(inputs: Failure_Check_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The profile's base URL, or the API version in it, is probably wrong: check it in Settings.`)
};

export const failure_check_connection = /** @type {(inputs: Failure_Check_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your connection and try again.`)
};

export const failure_closed = /** @type {(inputs: Failure_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.op}" was stopped because the connection to the freight service was closed (profile switched or app closing).`)
};

export const failure_connect_timeout = /** @type {(inputs: Failure_Connect_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not connect to the freight service at ${i?.host} within ${i?.seconds} s. Check your connection and the service address (the profile's base URL), then try again.`)
};

export const failure_connection_refused = /** @type {(inputs: Failure_Connection_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not connect to the freight service at ${i?.host} (connection refused). Check the service address (the profile's base URL) and your connection, then try again.`)
};

export const failure_forbidden = /** @type {(inputs: Failure_ForbiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service does not allow this account to do "${i?.op}".`)
};

export const failure_headers_timeout = /** @type {(inputs: Failure_Headers_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service did not answer "${i?.op}" within ${i?.seconds} s.`)
};

export const failure_input_invalid = /** @type {(inputs: Failure_Input_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The input is not valid.`)
};

export const failure_internal = /** @type {(inputs: Failure_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong inside Freight Desk. Try again; if it keeps happening, restart the app.`)
};

export const failure_it_said = /** @type {(inputs: Failure_It_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It said: "${i?.message}".`)
};

export const failure_more_problems = /** @type {(inputs: Failure_More_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(and ${i?.count} more)`);
	return /** @type {LocalizedString} */ (`(and ${i?.count} more)`)
	
};

export const failure_no_such_address = /** @type {(inputs: Failure_No_Such_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service at ${i?.host} does not offer "${i?.op}" at this address (HTTP 404).`)
};

export const failure_not_found = /** @type {(inputs: Failure_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service found nothing for "${i?.op}".`)
};

export const failure_not_found_changed = /** @type {(inputs: Failure_Not_Found_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was changed: what you acted on may be gone or out of date, so reload it before anything else.`)
};

export const failure_not_found_check_id = /** @type {(inputs: Failure_Not_Found_Check_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the id or code.`)
};

export const failure_not_sent_parameter = /** @type {(inputs: Failure_Not_Sent_ParameterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.op}" was not sent: parameter ${i?.problem}.`)
};

export const failure_not_sent_request = /** @type {(inputs: Failure_Not_Sent_RequestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.op}" was not sent: request ${i?.problem}.`)
};

export const failure_refused = /** @type {(inputs: Failure_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service refused "${i?.op}": ${i?.message}`)
};

export const failure_refused_no_reason = /** @type {(inputs: Failure_Refused_No_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service refused "${i?.op}" without giving a reason.`)
};

export const failure_rejected_reason = /** @type {(inputs: Failure_Rejected_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service rejected "${i?.op}": ${i?.reason}. Correct the request first: sent as it is, it would be refused again.`)
};

export const failure_rejected_status = /** @type {(inputs: Failure_Rejected_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service rejected "${i?.op}" (HTTP ${i?.status}). Correct the request first: sent as it is, it would be refused again.`)
};

export const failure_report_if_again = /** @type {(inputs: Failure_Report_If_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again; if it keeps happening, report it to your provider.`)
};

export const failure_request_timeout = /** @type {(inputs: Failure_Request_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service gave up waiting for "${i?.op}". Try again.`)
};

export const failure_server = /** @type {(inputs: Failure_ServerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service failed to carry out "${i?.op}" (HTTP ${i?.status}).`)
};

export const failure_server_attempts = /** @type {(inputs: Failure_Server_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The freight service failed to carry out "${i?.op}" (HTTP ${i?.status}) after ${i?.count} attempt.`);
	return /** @type {LocalizedString} */ (`The freight service failed to carry out "${i?.op}" (HTTP ${i?.status}) after ${i?.count} attempts.`)
	
};

export const failure_server_reported = /** @type {(inputs: Failure_Server_ReportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service reported a failure of "${i?.op}" (HTTP ${i?.status}).`)
};

export const failure_too_large = /** @type {(inputs: Failure_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service sent an answer to "${i?.op}" larger than ${i?.limit} MiB; Freight Desk stopped reading it. Narrow the request (fewer items, a shorter period) or ask your provider.`)
};

export const failure_too_large_refused = /** @type {(inputs: Failure_Too_Large_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service did not carry out "${i?.op}" (HTTP ${i?.status}), and its answer was larger than ${i?.limit} MiB, too large to read. Try again; if it keeps happening, report it to your provider.`)
};

export const failure_too_large_unknown = /** @type {(inputs: Failure_Too_Large_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service sent an answer to "${i?.op}" larger than ${i?.limit} MiB; Freight Desk stopped reading it, so the outcome is unknown.`)
};

export const failure_too_many_requests = /** @type {(inputs: Failure_Too_Many_RequestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service is receiving too many requests and refused "${i?.op}". Wait a minute and try again.`)
};

export const failure_too_many_requests_wait = /** @type {(inputs: Failure_Too_Many_Requests_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service is receiving too many requests and refused "${i?.op}". Wait ${i?.seconds} s and try again.`)
};

export const failure_try_after = /** @type {(inputs: Failure_Try_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It asked to wait ${i?.seconds} s; try again then.`)
};

export const failure_try_later = /** @type {(inputs: Failure_Try_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again in a few minutes.`)
};

export const failure_unauthorized = /** @type {(inputs: Failure_UnauthorizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service did not accept the session for "${i?.op}", even after signing in again. Check the profile's API key and secret.`)
};

export const failure_unexpected_status = /** @type {(inputs: Failure_Unexpected_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service answered "${i?.op}" with an unexpected HTTP status ${i?.status}.`)
};

export const failure_unknown_channel = /** @type {(inputs: Failure_Unknown_ChannelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Freight Desk has no function called ${i?.channel}.`)
};

export const failure_unknown_outcome = /** @type {(inputs: Failure_Unknown_OutcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It may or may not have been carried out: check ${i?.check} before trying again.`)
};

export const failure_unreadable = /** @type {(inputs: Failure_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service sent an answer to "${i?.op}" that Freight Desk cannot read (${i?.problem}).`)
};

export const failure_unreadable_accepted = /** @type {(inputs: Failure_Unreadable_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service accepted "${i?.op}" but sent an answer Freight Desk cannot read (${i?.problem}).`)
};

export const loading = /** @type {(inputs: LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading`)
};

export const logs_description = /** @type {(inputs: Logs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What went wrong and when, written to a file on this computer. Keys, secrets and tokens are never written to it.`)
};

export const logs_show_failed = /** @type {(inputs: Logs_Show_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not show the logs`)
};

export const logs_title = /** @type {(inputs: Logs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logs`)
};

export const lookups_airports_col_iata = /** @type {(inputs: Lookups_Airports_Col_IataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IATA`)
};

export const lookups_airports_could_not = /** @type {(inputs: Lookups_Airports_Could_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not search airports`)
};

export const lookups_airports_count = /** @type {(inputs: Lookups_Airports_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} airport for ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} airports for ${i?.searched}`)
	
};

export const lookups_airports_description = /** @type {(inputs: Lookups_Airports_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Airports by name, city or IATA code, for air rating and booking.`)
};

export const lookups_airports_empty_text = /** @type {(inputs: Lookups_Airports_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the spelling, or try the IATA code or the city's name in English.`)
};

export const lookups_airports_found = /** @type {(inputs: Lookups_Airports_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} airport found for ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} airports found for ${i?.searched}`)
	
};

export const lookups_airports_idle_text = /** @type {(inputs: Lookups_Airports_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type a three-letter IATA code, a city or part of the airport's name, and press Enter.`)
};

export const lookups_airports_idle_title = /** @type {(inputs: Lookups_Airports_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search for an airport`)
};

export const lookups_airports_label = /** @type {(inputs: Lookups_Airports_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, city or IATA code`)
};

export const lookups_airports_none = /** @type {(inputs: Lookups_Airports_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No airport found for ${i?.searched}`)
};

export const lookups_airports_placeholder = /** @type {(inputs: Lookups_Airports_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. BCN, Frankfurt, Heathrow`)
};

export const lookups_airports_search_failed = /** @type {(inputs: Lookups_Airports_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The airport search failed`)
};

export const lookups_airports_searching = /** @type {(inputs: Lookups_Airports_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Searching airports for ${i?.searched}…`)
};

export const lookups_airports_title = /** @type {(inputs: Lookups_Airports_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Airports`)
};

export const lookups_airports_too_short = /** @type {(inputs: Lookups_Airports_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type at least 2 letters of a name, city or IATA code`)
};

export const lookups_caption = /** @type {(inputs: Lookups_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} for ${i?.searched}`)
};

export const lookups_col_city = /** @type {(inputs: Lookups_Col_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

export const lookups_col_code = /** @type {(inputs: Lookups_Col_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

export const lookups_col_coordinates = /** @type {(inputs: Lookups_Col_CoordinatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coordinates`)
};

export const lookups_col_country = /** @type {(inputs: Lookups_Col_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country`)
};

export const lookups_col_name = /** @type {(inputs: Lookups_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const lookups_col_size = /** @type {(inputs: Lookups_Col_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Size`)
};

export const lookups_col_type = /** @type {(inputs: Lookups_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

export const lookups_containers_col_reefer = /** @type {(inputs: Lookups_Containers_Col_ReeferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reefer`)
};

export const lookups_containers_count = /** @type {(inputs: Lookups_Containers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} container type`);
	return /** @type {LocalizedString} */ (`${i?.shown} container types`)
	
};

export const lookups_containers_description = /** @type {(inputs: Lookups_Containers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every maritime container type the service rates and books.`)
};

export const lookups_containers_failed = /** @type {(inputs: Lookups_Containers_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the container types`)
};

export const lookups_containers_loading = /** @type {(inputs: Lookups_Containers_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading container types…`)
};

export const lookups_containers_none = /** @type {(inputs: Lookups_Containers_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No container types`)
};

export const lookups_containers_size_ft = /** @type {(inputs: Lookups_Containers_Size_FtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} ft`)
};

export const lookups_containers_title = /** @type {(inputs: Lookups_Containers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Container types`)
};

export const lookups_east = /** @type {(inputs: Lookups_EastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E`)
};

export const lookups_list_empty_text = /** @type {(inputs: Lookups_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service answered with an empty list.`)
};

export const lookups_no = /** @type {(inputs: Lookups_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const lookups_north = /** @type {(inputs: Lookups_NorthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N`)
};

export const lookups_pallets_col_size = /** @type {(inputs: Lookups_Pallets_Col_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Length × width × height`)
};

export const lookups_pallets_count = /** @type {(inputs: Lookups_Pallets_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} pallet type`);
	return /** @type {LocalizedString} */ (`${i?.shown} pallet types`)
	
};

export const lookups_pallets_description = /** @type {(inputs: Lookups_Pallets_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The pallets the service rates, with their standard sizes.`)
};

export const lookups_pallets_failed = /** @type {(inputs: Lookups_Pallets_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the pallet types`)
};

export const lookups_pallets_height_not_fixed = /** @type {(inputs: Lookups_Pallets_Height_Not_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Height not fixed`)
};

export const lookups_pallets_loading = /** @type {(inputs: Lookups_Pallets_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading pallet types…`)
};

export const lookups_pallets_none = /** @type {(inputs: Lookups_Pallets_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pallet types`)
};

export const lookups_pallets_per_shipment = /** @type {(inputs: Lookups_Pallets_Per_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sizes given per shipment`)
};

export const lookups_pallets_title = /** @type {(inputs: Lookups_Pallets_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pallet types`)
};

export const lookups_ports_col_rkst = /** @type {(inputs: Lookups_Ports_Col_RkstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RKST code`)
};

export const lookups_ports_col_unlocode = /** @type {(inputs: Lookups_Ports_Col_UnlocodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UN/LOCODE`)
};

export const lookups_ports_could_not = /** @type {(inputs: Lookups_Ports_Could_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not search ports`)
};

export const lookups_ports_count = /** @type {(inputs: Lookups_Ports_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} port for ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} ports for ${i?.searched}`)
	
};

export const lookups_ports_description = /** @type {(inputs: Lookups_Ports_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maritime ports by city, with the codes a sea rating or booking needs.`)
};

export const lookups_ports_empty_text = /** @type {(inputs: Lookups_Ports_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the spelling, or try the city's name in English or in its own language.`)
};

export const lookups_ports_found = /** @type {(inputs: Lookups_Ports_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} port found for ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} ports found for ${i?.searched}`)
	
};

export const lookups_ports_idle_text = /** @type {(inputs: Lookups_Ports_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type a city name and press Enter. Ports in every country with that city are listed.`)
};

export const lookups_ports_idle_title = /** @type {(inputs: Lookups_Ports_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search for a port`)
};

export const lookups_ports_label = /** @type {(inputs: Lookups_Ports_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City name`)
};

export const lookups_ports_none = /** @type {(inputs: Lookups_Ports_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No port found for ${i?.searched}`)
};

export const lookups_ports_placeholder = /** @type {(inputs: Lookups_Ports_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Barcelona, Rotterdam, Shanghai`)
};

export const lookups_ports_search_failed = /** @type {(inputs: Lookups_Ports_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The port search failed`)
};

export const lookups_ports_searching = /** @type {(inputs: Lookups_Ports_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Searching ports for ${i?.searched}…`)
};

export const lookups_ports_title = /** @type {(inputs: Lookups_Ports_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ports`)
};

export const lookups_ports_too_short = /** @type {(inputs: Lookups_Ports_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type at least 2 letters of a city name`)
};

export const lookups_postal_col_code = /** @type {(inputs: Lookups_Postal_Col_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code`)
};

export const lookups_postal_col_region = /** @type {(inputs: Lookups_Postal_Col_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Region`)
};

export const lookups_postal_could_not = /** @type {(inputs: Lookups_Postal_Could_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not search postal codes`)
};

export const lookups_postal_count = /** @type {(inputs: Lookups_Postal_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} postal code for ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} postal codes for ${i?.searched}`)
	
};

export const lookups_postal_country = /** @type {(inputs: Lookups_Postal_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country`)
};

export const lookups_postal_description = /** @type {(inputs: Lookups_Postal_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal codes by city, or cities by postal code, with their region and position.`)
};

export const lookups_postal_empty_text = /** @type {(inputs: Lookups_Postal_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the country and the spelling; a postal code can be typed in part (“080”).`)
};

export const lookups_postal_found = /** @type {(inputs: Lookups_Postal_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} postal code found for ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} postal codes found for ${i?.searched}`)
	
};

export const lookups_postal_idle_text = /** @type {(inputs: Lookups_Postal_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the country, type a city or the first digits of a postal code, and press Enter.`)
};

export const lookups_postal_idle_title = /** @type {(inputs: Lookups_Postal_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search for a postal code`)
};

export const lookups_postal_label = /** @type {(inputs: Lookups_Postal_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City or postal code`)
};

export const lookups_postal_none = /** @type {(inputs: Lookups_Postal_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No postal code found for ${i?.searched}`)
};

export const lookups_postal_placeholder = /** @type {(inputs: Lookups_Postal_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Barcelona, 08001, Lyon`)
};

export const lookups_postal_search_failed = /** @type {(inputs: Lookups_Postal_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The postal code search failed`)
};

export const lookups_postal_searching = /** @type {(inputs: Lookups_Postal_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Searching postal codes for ${i?.searched}…`)
};

export const lookups_postal_title = /** @type {(inputs: Lookups_Postal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal codes`)
};

export const lookups_postal_too_short = /** @type {(inputs: Lookups_Postal_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type at least 2 characters of a city or postal code`)
};

export const lookups_quoted = /** @type {(inputs: Lookups_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.text}”`)
};

export const lookups_reload = /** @type {(inputs: Lookups_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload`)
};

export const lookups_search = /** @type {(inputs: Lookups_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const lookups_south = /** @type {(inputs: Lookups_SouthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S`)
};

export const lookups_west = /** @type {(inputs: Lookups_WestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`W`)
};

export const lookups_yes = /** @type {(inputs: Lookups_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes`)
};

export const menu_about = /** @type {(inputs: Menu_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.app}`)
};

export const menu_actual_size = /** @type {(inputs: Menu_Actual_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actual Size`)
};

export const menu_bring_all_to_front = /** @type {(inputs: Menu_Bring_All_To_FrontInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bring All to Front`)
};

export const menu_close_window = /** @type {(inputs: Menu_Close_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close Window`)
};

export const menu_copy = /** @type {(inputs: Menu_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy`)
};

export const menu_cut = /** @type {(inputs: Menu_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cut`)
};

export const menu_edit = /** @type {(inputs: Menu_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const menu_exit = /** @type {(inputs: Menu_ExitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exit`)
};

export const menu_file = /** @type {(inputs: Menu_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File`)
};

export const menu_full_screen = /** @type {(inputs: Menu_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toggle Full Screen`)
};

export const menu_go = /** @type {(inputs: Menu_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go`)
};

export const menu_help = /** @type {(inputs: Menu_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help`)
};

export const menu_hide = /** @type {(inputs: Menu_HideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hide ${i?.app}`)
};

export const menu_hide_others = /** @type {(inputs: Menu_Hide_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide Others`)
};

export const menu_minimize = /** @type {(inputs: Menu_MinimizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minimize`)
};

export const menu_paste = /** @type {(inputs: Menu_PasteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paste`)
};

export const menu_quit = /** @type {(inputs: Menu_QuitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quit ${i?.app}`)
};

export const menu_redo = /** @type {(inputs: Menu_RedoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redo`)
};

export const menu_select_all = /** @type {(inputs: Menu_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select All`)
};

export const menu_services = /** @type {(inputs: Menu_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services`)
};

export const menu_show_all = /** @type {(inputs: Menu_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show All`)
};

export const menu_show_logs = /** @type {(inputs: Menu_Show_LogsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show logs`)
};

export const menu_undo = /** @type {(inputs: Menu_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Undo`)
};

export const menu_view = /** @type {(inputs: Menu_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View`)
};

export const menu_window = /** @type {(inputs: Menu_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Window`)
};

export const menu_zoom = /** @type {(inputs: Menu_ZoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom`)
};

export const menu_zoom_in = /** @type {(inputs: Menu_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom In`)
};

export const menu_zoom_out = /** @type {(inputs: Menu_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom Out`)
};

export const nav_group_reference = /** @type {(inputs: Nav_Group_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference`)
};

export const nav_group_work = /** @type {(inputs: Nav_Group_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipments`)
};

export const nav_main = /** @type {(inputs: Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

export const no_bridge_body = /** @type {(inputs: No_Bridge_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is the inside of the Freight Desk app and needs the app around it to reach the freight service. Open Freight Desk itself (or the web harness, npm run web) instead.`)
};

export const no_bridge_title = /** @type {(inputs: No_Bridge_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk cannot start here`)
};

export const notice_added = /** @type {(inputs: Notice_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New in the list`)
};

export const notice_customs = /** @type {(inputs: Notice_CustomsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Customs: ${i?.from} → ${i?.to}`)
};

export const notice_eta_moved = /** @type {(inputs: Notice_Eta_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ETA moved: ${i?.from} → ${i?.to}`)
};

export const notice_messages = /** @type {(inputs: Notice_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} new tracking message`);
	return /** @type {LocalizedString} */ (`${i?.count} new tracking messages`)
	
};

export const notice_messages_latest = /** @type {(inputs: Notice_Messages_LatestInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} new tracking message: “${i?.latest}”`);
	return /** @type {LocalizedString} */ (`${i?.count} new tracking messages: “${i?.latest}”`)
	
};

export const notice_none = /** @type {(inputs: Notice_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

export const notice_pickup_moved = /** @type {(inputs: Notice_Pickup_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup moved: ${i?.from} → ${i?.to}`)
};

export const notice_shipment = /** @type {(inputs: Notice_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shipment ${i?.code}`)
};

export const notice_shipments_changed = /** @type {(inputs: Notice_Shipments_ChangedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} shipment changed`);
	return /** @type {LocalizedString} */ (`${i?.count} shipments changed`)
	
};

export const notice_status = /** @type {(inputs: Notice_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status: ${i?.from} → ${i?.to}`)
};

export const notice_unlisted = /** @type {(inputs: Notice_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No longer listed by the service (kept here)`)
};

export const notices_dismiss_one = /** @type {(inputs: Notices_Dismiss_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dismiss notification ${i?.title}`)
};

export const notices_dismiss_title = /** @type {(inputs: Notices_Dismiss_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss (Esc)`)
};

export const notices_hint = /** @type {(inputs: Notices_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in Tracking · Esc to dismiss`)
};

export const notices_label = /** @type {(inputs: Notices_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const notifications_description = /** @type {(inputs: Notifications_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What a sync found changed in your shipments, one notification per sync; clicking one opens the shipment, or Tracking when many changed. Nothing is notified for a profile’s first sync, for what you open, or for the shipments you book here.`)
};

export const notifications_notify_about = /** @type {(inputs: Notifications_Notify_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notify me about`)
};

export const notifications_read_failed = /** @type {(inputs: Notifications_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the notification settings`)
};

export const notifications_save_failed = /** @type {(inputs: Notifications_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the notification settings`)
};

export const offline_keeps_trying = /** @type {(inputs: Offline_Keeps_TryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk keeps trying on its own.`)
};

export const offline_last_answered = /** @type {(inputs: Offline_Last_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It last answered ${i?.when}.`)
};

export const offline_never_answered = /** @type {(inputs: Offline_Never_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It has not answered since the desk started.`)
};

export const offline_title = /** @type {(inputs: Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service cannot be reached`)
};

export const offline_what_works = /** @type {(inputs: Offline_What_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipments, quotes and documents show as stored, each marked with the time it was fetched ("as of"). Actions that need the service (rate, book, upload, switch tracking) are disabled until it answers; nothing you typed is lost.`)
};

export const op_auth_token = /** @type {(inputs: Op_Auth_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get a bearer token with the API key and secret`)
};

export const op_booking_boxes = /** @type {(inputs: Op_Booking_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a shipment of boxes`)
};

export const op_booking_pallets = /** @type {(inputs: Op_Booking_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a shipment of pallets`)
};

export const op_booking_sea_fcl = /** @type {(inputs: Op_Booking_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a full-container sea shipment`)
};

export const op_booking_sea_lcl = /** @type {(inputs: Op_Booking_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a less-than-container sea shipment`)
};

export const op_check_documents = /** @type {(inputs: Op_Check_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the shipment's document checklist (Documents)`)
};

export const op_check_quotes = /** @type {(inputs: Op_Check_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the saved quotes (Quotes)`)
};

export const op_check_service_records = /** @type {(inputs: Op_Check_Service_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the service's records`)
};

export const op_check_shipment_detail = /** @type {(inputs: Op_Check_Shipment_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the shipment's detail (Tracking)`)
};

export const op_check_shipment_list = /** @type {(inputs: Op_Check_Shipment_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the shipment list (Tracking) for a new shipment`)
};

export const op_check_tariffs = /** @type {(inputs: Op_Check_TariffsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the tariff report of the contract (Tariffs)`)
};

export const op_documents_download = /** @type {(inputs: Op_Documents_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download a shipment document`)
};

export const op_documents_list = /** @type {(inputs: Op_Documents_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List the documents of a shipment`)
};

export const op_documents_upload = /** @type {(inputs: Op_Documents_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload a shipment document`)
};

export const op_lookup_airports = /** @type {(inputs: Op_Lookup_AirportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find airports by name, city or IATA code`)
};

export const op_lookup_containers = /** @type {(inputs: Op_Lookup_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List maritime container types`)
};

export const op_lookup_pallet_types = /** @type {(inputs: Op_Lookup_Pallet_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List pallet types`)
};

export const op_lookup_ports = /** @type {(inputs: Op_Lookup_PortsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find maritime ports by city name`)
};

export const op_lookup_postal_codes = /** @type {(inputs: Op_Lookup_Postal_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find postal code locations by country and city or code`)
};

export const op_pickup_times = /** @type {(inputs: Op_Pickup_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup time windows offered for a shipment`)
};

export const op_quotes_delete = /** @type {(inputs: Op_Quotes_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete a saved quote`)
};

export const op_quotes_list = /** @type {(inputs: Op_Quotes_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List saved quotes`)
};

export const op_quotes_save = /** @type {(inputs: Op_Quotes_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save a rate as a quote`)
};

export const op_rates_air = /** @type {(inputs: Op_Rates_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate an air shipment`)
};

export const op_rates_boxes = /** @type {(inputs: Op_Rates_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate a shipment of boxes`)
};

export const op_rates_pallets = /** @type {(inputs: Op_Rates_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate a shipment of pallets`)
};

export const op_rates_sea_fcl = /** @type {(inputs: Op_Rates_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate a full-container sea shipment`)
};

export const op_rates_sea_lcl = /** @type {(inputs: Op_Rates_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate a less-than-container sea shipment`)
};

export const op_sign_in = /** @type {(inputs: Op_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const op_tariffs_report = /** @type {(inputs: Op_Tariffs_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Query the tariff report`)
};

export const op_tariffs_upload = /** @type {(inputs: Op_Tariffs_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload maritime tariff files`)
};

export const op_tracking_detail = /** @type {(inputs: Op_Tracking_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the detail of a shipment`)
};

export const op_tracking_messages = /** @type {(inputs: Op_Tracking_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the tracking messages of a shipment`)
};

export const op_tracking_shipments = /** @type {(inputs: Op_Tracking_ShipmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List shipments with tracking data`)
};

export const op_tracking_switch = /** @type {(inputs: Op_Tracking_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch tracking of a shipment on or off`)
};

export const open_settings = /** @type {(inputs: Open_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Settings`)
};

export const outcome_unknown = /** @type {(inputs: Outcome_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Outcome unknown: ${i?.what}`)
};

export const pdf_air_freight = /** @type {(inputs: Pdf_Air_FreightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Air freight`)
};

export const pdf_all_in_note = /** @type {(inputs: Pdf_All_In_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All-in price: every charge listed is included`)
};

export const pdf_as_quoted = /** @type {(inputs: Pdf_As_QuotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As quoted`)
};

export const pdf_carrier = /** @type {(inputs: Pdf_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier`)
};

export const pdf_carrier_notes = /** @type {(inputs: Pdf_Carrier_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier notes`)
};

export const pdf_charge = /** @type {(inputs: Pdf_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge`)
};

export const pdf_chargeable_weight = /** @type {(inputs: Pdf_Chargeable_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargeable weight`)
};

export const pdf_charges_in = /** @type {(inputs: Pdf_Charges_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Charges in ${i?.currency}`)
};

export const pdf_col_amount = /** @type {(inputs: Pdf_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

export const pdf_col_basis = /** @type {(inputs: Pdf_Col_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basis`)
};

export const pdf_col_charge = /** @type {(inputs: Pdf_Col_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge`)
};

export const pdf_col_container = /** @type {(inputs: Pdf_Col_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Container`)
};

export const pdf_col_counted_from = /** @type {(inputs: Pdf_Col_Counted_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counted from`)
};

export const pdf_col_free_days = /** @type {(inputs: Pdf_Col_Free_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free days`)
};

export const pdf_col_free_time = /** @type {(inputs: Pdf_Col_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free time`)
};

export const pdf_col_penalty = /** @type {(inputs: Pdf_Col_PenaltyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penalty`)
};

export const pdf_col_per_day = /** @type {(inputs: Pdf_Col_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Then per day`)
};

export const pdf_count_boxes = /** @type {(inputs: Pdf_Count_BoxesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} box`);
	return /** @type {LocalizedString} */ (`${i?.count} boxes`)
	
};

export const pdf_count_cargo_lines = /** @type {(inputs: Pdf_Count_Cargo_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cargo line`);
	return /** @type {LocalizedString} */ (`${i?.count} cargo lines`)
	
};

export const pdf_count_containers = /** @type {(inputs: Pdf_Count_ContainersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} container`);
	return /** @type {LocalizedString} */ (`${i?.count} containers`)
	
};

export const pdf_count_pallets = /** @type {(inputs: Pdf_Count_PalletsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pallet`);
	return /** @type {LocalizedString} */ (`${i?.count} pallets`)
	
};

export const pdf_count_pieces = /** @type {(inputs: Pdf_Count_PiecesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(${i?.count} piece)`);
	return /** @type {LocalizedString} */ (`(${i?.count} pieces)`)
	
};

export const pdf_days = /** @type {(inputs: Pdf_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} day`);
	return /** @type {LocalizedString} */ (`${i?.count} days`)
	
};

export const pdf_delivery = /** @type {(inputs: Pdf_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

export const pdf_every_charge_included = /** @type {(inputs: Pdf_Every_Charge_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}, every charge included`)
};

export const pdf_flights = /** @type {(inputs: Pdf_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flights`)
};

export const pdf_free_time = /** @type {(inputs: Pdf_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free time`)
};

export const pdf_from = /** @type {(inputs: Pdf_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

export const pdf_give_quote_number = /** @type {(inputs: Pdf_Give_Quote_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please give ${i?.quote} when you book.`)
};

export const pdf_goods = /** @type {(inputs: Pdf_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods`)
};

export const pdf_included = /** @type {(inputs: Pdf_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Included`)
};

export const pdf_issued = /** @type {(inputs: Pdf_IssuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Issued ${i?.date}`)
};

export const pdf_mode_air = /** @type {(inputs: Pdf_Mode_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Air`)
};

export const pdf_mode_boxes = /** @type {(inputs: Pdf_Mode_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boxes`)
};

export const pdf_mode_pallets = /** @type {(inputs: Pdf_Mode_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pallets`)
};

export const pdf_mode_sea_fcl = /** @type {(inputs: Pdf_Mode_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sea FCL (full container)`)
};

export const pdf_mode_sea_lcl = /** @type {(inputs: Pdf_Mode_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sea LCL (groupage)`)
};

export const pdf_no_expiry = /** @type {(inputs: Pdf_No_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No expiry given`)
};

export const pdf_notes = /** @type {(inputs: Pdf_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes`)
};

export const pdf_on_request = /** @type {(inputs: Pdf_On_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On request`)
};

export const pdf_pickup = /** @type {(inputs: Pdf_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

export const pdf_pre_booking = /** @type {(inputs: Pdf_Pre_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pre-booking: the carrier confirms the vessel and dates`)
};

export const pdf_price_includes_all = /** @type {(inputs: Pdf_Price_Includes_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The price includes every charge for this service.`)
};

export const pdf_quotation = /** @type {(inputs: Pdf_QuotationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QUOTATION`)
};

export const pdf_quote_label = /** @type {(inputs: Pdf_Quote_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote`)
};

export const pdf_ref_label = /** @type {(inputs: Pdf_Ref_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ref.`)
};

export const pdf_reference = /** @type {(inputs: Pdf_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ref. ${i?.reference}`)
};

export const pdf_sailing = /** @type {(inputs: Pdf_SailingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sailing`)
};

export const pdf_saved_quote = /** @type {(inputs: Pdf_Saved_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved quote`)
};

export const pdf_surcharge = /** @type {(inputs: Pdf_SurchargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Surcharge`)
};

export const pdf_tax_included = /** @type {(inputs: Pdf_Tax_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`incl. ${i?.percent}% tax`)
};

export const pdf_terms = /** @type {(inputs: Pdf_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prices as quoted by ${i?.carrier}; subject to space and equipment at booking.`)
};

export const pdf_terms_valid = /** @type {(inputs: Pdf_Terms_ValidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prices as quoted by ${i?.carrier}, valid until ${i?.date}; subject to space and equipment at booking.`)
};

export const pdf_to = /** @type {(inputs: Pdf_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

export const pdf_total_all_in = /** @type {(inputs: Pdf_Total_All_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All-in price given by the carrier`)
};

export const pdf_total_of_quote = /** @type {(inputs: Pdf_Total_Of_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total of the quote, charges included`)
};

export const pdf_total_price = /** @type {(inputs: Pdf_Total_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total price`)
};

export const pdf_total_price_and_surcharges = /** @type {(inputs: Pdf_Total_Price_And_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The carrier’s price plus the surcharges listed`)
};

export const pdf_total_sum_of_charges = /** @type {(inputs: Pdf_Total_Sum_Of_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sum of the charges listed`)
};

export const pdf_transit = /** @type {(inputs: Pdf_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transit`)
};

export const pdf_unnamed_currency = /** @type {(inputs: Pdf_Unnamed_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an unnamed currency`)
};

export const pdf_valid_until = /** @type {(inputs: Pdf_Valid_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Valid until ${i?.date}`)
};

export const pdf_vessel = /** @type {(inputs: Pdf_VesselInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vessel`)
};

export const pdf_via = /** @type {(inputs: Pdf_ViaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Via`)
};

export const penalty = /** @type {(inputs: PenaltyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penalty`)
};

export const profile_form_add_description = /** @type {(inputs: Profile_Form_Add_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect Freight Desk to your account on a freight service. You get the API key and secret from the service operator.`)
};

export const profile_form_add_title = /** @type {(inputs: Profile_Form_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a service profile`)
};

export const profile_form_api_key = /** @type {(inputs: Profile_Form_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key`)
};

export const profile_form_api_secret = /** @type {(inputs: Profile_Form_Api_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API secret`)
};

export const profile_form_base_url = /** @type {(inputs: Profile_Form_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Base URL`)
};

export const profile_form_base_url_hint = /** @type {(inputs: Profile_Form_Base_Url_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https://… (plain http only for a service on this computer).`)
};

export const profile_form_base_url_placeholder = /** @type {(inputs: Profile_Form_Base_Url_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https://api.example.com`)
};

export const profile_form_edit_description = /** @type {(inputs: Profile_Form_Edit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the name or address, or replace the API key and secret.`)
};

export const profile_form_edit_title = /** @type {(inputs: Profile_Form_Edit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit “${i?.name}”`)
};

export const profile_form_keep_key = /** @type {(inputs: Profile_Form_Keep_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave empty to keep the stored key.`)
};

export const profile_form_keep_secret = /** @type {(inputs: Profile_Form_Keep_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave empty to keep the stored secret.`)
};

export const profile_form_name = /** @type {(inputs: Profile_Form_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const profile_form_name_hint = /** @type {(inputs: Profile_Form_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How the profile appears in the status bar, e.g. “Production”.`)
};

export const profile_form_new_server_body = /** @type {(inputs: Profile_Form_New_Server_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The base URL now points at ${i?.typed}, not ${i?.saved}. Freight Desk sends the stored key and secret only to the server they were entered for, so this change needs the key and secret for the new one.`)
};

export const profile_form_new_server_title = /** @type {(inputs: Profile_Form_New_Server_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New server: enter its API key and secret`)
};

export const profile_form_not_saved = /** @type {(inputs: Profile_Form_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The profile was not saved`)
};

export const profile_form_required_new_server = /** @type {(inputs: Profile_Form_Required_New_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required for the new server (see the note above).`)
};

export const profile_form_save = /** @type {(inputs: Profile_Form_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save profile`)
};

export const profile_form_saved = /** @type {(inputs: Profile_Form_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved “${i?.name}”. Stored in the system keychain.`)
};

export const profile_form_secret_hint = /** @type {(inputs: Profile_Form_Secret_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stored in the system keychain; Freight Desk never shows it again.`)
};

export const profiles_active = /** @type {(inputs: Profiles_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

export const profiles_base_url_said = /** @type {(inputs: Profiles_Base_Url_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Base URL:`)
};

export const profiles_caption = /** @type {(inputs: Profiles_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connection profiles`)
};

export const profiles_col_actions = /** @type {(inputs: Profiles_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const profiles_col_credentials = /** @type {(inputs: Profiles_Col_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credentials`)
};

export const profiles_col_profile = /** @type {(inputs: Profiles_Col_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

export const profiles_demo_credentials = /** @type {(inputs: Profiles_Demo_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Built-in demo credentials`)
};

export const profiles_description = /** @type {(inputs: Profiles_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service Freight Desk works with. The embedded sandbox runs on this computer with demo data and needs no account.`)
};

export const profiles_editing = /** @type {(inputs: Profiles_EditingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editing`)
};

export const profiles_loading = /** @type {(inputs: Profiles_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading profiles…`)
};

export const profiles_not_stored = /** @type {(inputs: Profiles_Not_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not stored: edit to add them`)
};

export const profiles_read_failed = /** @type {(inputs: Profiles_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the profiles`)
};

export const profiles_remove_body = /** @type {(inputs: Profiles_Remove_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk forgets this profile and deletes its API key and secret from the system keychain. This cannot be undone.`)
};

export const profiles_remove_body_active = /** @type {(inputs: Profiles_Remove_Body_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk forgets this profile and deletes its API key and secret from the system keychain. This cannot be undone; the app switches back to the Sandbox.`)
};

export const profiles_remove_confirm = /** @type {(inputs: Profiles_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove profile`)
};

export const profiles_remove_failed = /** @type {(inputs: Profiles_Remove_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not remove “${i?.name}”`)
};

export const profiles_remove_title = /** @type {(inputs: Profiles_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove “${i?.name}”?`)
};

export const profiles_stored_keychain = /** @type {(inputs: Profiles_Stored_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stored in the system keychain`)
};

export const profiles_switch_failed = /** @type {(inputs: Profiles_Switch_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not switch to “${i?.name}”`)
};

export const profiles_title = /** @type {(inputs: Profiles_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profiles`)
};

export const profiles_use = /** @type {(inputs: Profiles_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use this profile`)
};

export const progress_in_progress = /** @type {(inputs: Progress_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In progress`)
};

export const quote_pdf = /** @type {(inputs: Quote_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote PDF`)
};

export const retry = /** @type {(inputs: RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry`)
};

export const route_booking = /** @type {(inputs: Route_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings`)
};

export const route_booking_summary = /** @type {(inputs: Route_Booking_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every booking and the booking forms in progress. Book a rate from Rating or a saved quote from Quotes.`)
};

export const route_documents = /** @type {(inputs: Route_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documents`)
};

export const route_documents_summary = /** @type {(inputs: Route_Documents_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The documents each booked shipment needs: drop files to upload them, download templates and uploads.`)
};

export const route_lookups = /** @type {(inputs: Route_LookupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lookups`)
};

export const route_lookups_summary = /** @type {(inputs: Route_Lookups_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference data from the freight service: ports, container types, postal codes, pallet types and airports.`)
};

export const route_pricing = /** @type {(inputs: Route_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pricing`)
};

export const route_pricing_summary = /** @type {(inputs: Route_Pricing_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your customers and margin rules, what quotes are sold at, and the quotes report per customer and period.`)
};

export const route_quotes = /** @type {(inputs: Route_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quotes`)
};

export const route_quotes_summary = /** @type {(inputs: Route_Quotes_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved rates, their prices and surcharges, and when they expire; book or delete them.`)
};

export const route_rating = /** @type {(inputs: Route_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rating`)
};

export const route_rating_summary = /** @type {(inputs: Route_Rating_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price boxes, pallets, sea FCL or LCL and air shipments, compare the carriers’ offers, save one as a quote or book it.`)
};

export const route_settings = /** @type {(inputs: Route_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

export const route_settings_summary = /** @type {(inputs: Route_Settings_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connection profiles (the embedded sandbox and your freight service accounts), sync and notifications.`)
};

export const route_tariffs = /** @type {(inputs: Route_TariffsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tariffs`)
};

export const route_tariffs_summary = /** @type {(inputs: Route_Tariffs_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload maritime tariffs (CSV, PDF, XLSX…) and read the tariff report of a contract, rate by rate.`)
};

export const route_today = /** @type {(inputs: Route_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today`)
};

export const route_today_summary = /** @type {(inputs: Route_Today_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What changed since your last look, free days running out, quotes expiring within a day and documents missing for pickups.`)
};

export const route_tracking = /** @type {(inputs: Route_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking`)
};

export const route_tracking_summary = /** @type {(inputs: Route_Tracking_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every booked shipment, filtered and sorted; open one for its codes, addresses and tracking messages.`)
};

export const save = /** @type {(inputs: SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

export const saved_done = /** @type {(inputs: Saved_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved.`)
};

export const session_connected = /** @type {(inputs: Session_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connected`)
};

export const session_in_minutes = /** @type {(inputs: Session_In_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`in ${i?.minutes} min`)
};

export const session_in_seconds = /** @type {(inputs: Session_In_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`in ${i?.seconds} s`)
};

export const session_last_answer = /** @type {(inputs: Session_Last_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last answer ${i?.when}`)
};

export const session_last_worked = /** @type {(inputs: Session_Last_WorkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last worked ${i?.when}`)
};

export const session_next_try = /** @type {(inputs: Session_Next_TryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`next try ${i?.when}`)
};

export const session_no_answer_yet = /** @type {(inputs: Session_No_Answer_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No answer yet in this session`)
};

export const session_no_reason = /** @type {(inputs: Session_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service gave no reason.`)
};

export const session_refused = /** @type {(inputs: Session_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refused`)
};

export const session_refused_reason = /** @type {(inputs: Session_Refused_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service refused the API key or secret.`)
};

export const session_sign_in = /** @type {(inputs: Session_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const session_sign_in_failed = /** @type {(inputs: Session_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in failed`)
};

export const session_sign_out = /** @type {(inputs: Session_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out`)
};

export const session_signed_out = /** @type {(inputs: Session_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out`)
};

export const session_signing_in = /** @type {(inputs: Session_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in…`)
};

export const session_trying_now = /** @type {(inputs: Session_Trying_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trying again now…`)
};

export const session_unreachable = /** @type {(inputs: Session_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unreachable`)
};

export const session_unreachable_reason = /** @type {(inputs: Session_Unreachable_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The freight service does not answer.`)
};

export const set_aside_body = /** @type {(inputs: Set_Aside_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`could not be read: ${i?.reason}. Freight Desk set it aside unchanged when it started, and started with only the Sandbox profile.`)
};

export const set_aside_copy = /** @type {(inputs: Set_Aside_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The copy:`)
};

export const set_aside_how_back = /** @type {(inputs: Set_Aside_How_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To get your profiles back, quit Freight Desk, repair the copy and rename it to settings.json; or add them again below, with their API keys and secrets.`)
};

export const set_aside_title = /** @type {(inputs: Set_Aside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The settings file could not be read, so your service profiles are not loaded`)
};

export const settings_file_unreadable_body = /** @type {(inputs: Settings_File_Unreadable_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your service profiles were not loaded, and the app started on the Sandbox. The file was kept, unchanged, as`)
};

export const settings_file_unreadable_title = /** @type {(inputs: Settings_File_Unreadable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk could not read its settings file`)
};

export const store_cannot_save_body = /** @type {(inputs: Store_Cannot_Save_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What the service sends is shown all the same; it is not kept to open offline until then.`)
};

export const store_cannot_save_title = /** @type {(inputs: Store_Cannot_Save_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk cannot save to its data folder`)
};

export const store_copied = /** @type {(inputs: Store_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copied from it into the new store: ${i?.what}.`)
};

export const store_damaged_file_kept = /** @type {(inputs: Store_Damaged_File_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The damaged file, kept unchanged:`)
};

export const store_file_path = /** @type {(inputs: Store_File_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`file path`)
};

export const store_not_rebuilt = /** @type {(inputs: Store_Not_RebuiltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not be rebuilt (only the damaged file held it):`)
};

export const store_nothing_lost = /** @type {(inputs: Store_Nothing_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was lost that the service cannot give back.`)
};

export const store_nothing_readable = /** @type {(inputs: Store_Nothing_ReadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing could be read from the damaged file, so whatever it held of these could not be rebuilt:`)
};

export const store_set_aside_body = /** @type {(inputs: Store_Set_Aside_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`could not be read (${i?.reason}). The new store is filled again from the service: the shipment list by the sync, other records as you open them.`)
};

export const store_set_aside_title = /** @type {(inputs: Store_Set_Aside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The local store was damaged, so Freight Desk set it aside and started a new one`)
};

export const surcharges = /** @type {(inputs: SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Surcharges`)
};

export const sync_cancel = /** @type {(inputs: Sync_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel sync`)
};

export const sync_checking_count = /** @type {(inputs: Sync_Checking_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Checking ${i?.shown} shipment…`);
	return /** @type {LocalizedString} */ (`Checking ${i?.shown} shipments…`)
	
};

export const sync_checking_list = /** @type {(inputs: Sync_Checking_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the shipment list…`)
};

export const sync_description = /** @type {(inputs: Sync_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The desk keeps each profile's shipments, quotes and documents in a local store and syncs it with the service.`)
};

export const sync_fetching = /** @type {(inputs: Sync_FetchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asking the service for the shipment list…`)
};

export const sync_kept_before = /** @type {(inputs: Sync_Kept_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shipments stored before are kept.`)
};

export const sync_last_cancelled = /** @type {(inputs: Sync_Last_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last sync cancelled ${i?.when}.`)
};

export const sync_last_failed = /** @type {(inputs: Sync_Last_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last sync failed ${i?.when}: ${i?.message}.`)
};

export const sync_minutes = /** @type {(inputs: Sync_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minutes between syncs`)
};

export const sync_never = /** @type {(inputs: Sync_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Never synced`)
};

export const sync_nothing_stored = /** @type {(inputs: Sync_Nothing_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was stored yet.`)
};

export const sync_now = /** @type {(inputs: Sync_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync now`)
};

export const sync_progress_label = /** @type {(inputs: Sync_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync of the shipment list`)
};

export const sync_read_failed = /** @type {(inputs: Sync_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the sync settings`)
};

export const sync_save_failed = /** @type {(inputs: Sync_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the sync settings`)
};

export const sync_settings_label = /** @type {(inputs: Sync_Settings_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync settings`)
};

export const sync_state_unknown = /** @type {(inputs: Sync_State_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync state not known yet`)
};

export const sync_stored_count = /** @type {(inputs: Sync_Stored_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Stored ${i?.shown} shipment`);
	return /** @type {LocalizedString} */ (`Stored ${i?.shown} shipments`)
	
};

export const sync_stored_of = /** @type {(inputs: Sync_Stored_OfInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Stored ${i?.done} of ${i?.shown} shipment`);
	return /** @type {LocalizedString} */ (`Stored ${i?.done} of ${i?.shown} shipments`)
	
};

export const sync_synced = /** @type {(inputs: Sync_SyncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Synced ${i?.when}`)
};

export const sync_syncing = /** @type {(inputs: Sync_SyncingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Syncing…`)
};

export const sync_title = /** @type {(inputs: Sync_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync`)
};

export const sync_unreachable = /** @type {(inputs: Sync_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not reach the sync: ${i?.message}`)
};

export const tariffs_about_of = /** @type {(inputs: Tariffs_About_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`of ${i?.name}`)
};

export const tariffs_col_actions = /** @type {(inputs: Tariffs_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const tariffs_col_amount = /** @type {(inputs: Tariffs_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

export const tariffs_col_carrier = /** @type {(inputs: Tariffs_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier`)
};

export const tariffs_col_charge = /** @type {(inputs: Tariffs_Col_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge`)
};

export const tariffs_col_charge_type = /** @type {(inputs: Tariffs_Col_Charge_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge type`)
};

export const tariffs_col_commodity = /** @type {(inputs: Tariffs_Col_CommodityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commodity`)
};

export const tariffs_col_container = /** @type {(inputs: Tariffs_Col_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Container`)
};

export const tariffs_col_contract = /** @type {(inputs: Tariffs_Col_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract`)
};

export const tariffs_col_costs = /** @type {(inputs: Tariffs_Col_CostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Costs`)
};

export const tariffs_col_currency = /** @type {(inputs: Tariffs_Col_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

export const tariffs_col_description = /** @type {(inputs: Tariffs_Col_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const tariffs_col_lane = /** @type {(inputs: Tariffs_Col_LaneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lane`)
};

export const tariffs_col_rates = /** @type {(inputs: Tariffs_Col_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rates`)
};

export const tariffs_col_service = /** @type {(inputs: Tariffs_Col_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
};

export const tariffs_col_transit = /** @type {(inputs: Tariffs_Col_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transit`)
};

export const tariffs_col_type = /** @type {(inputs: Tariffs_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

export const tariffs_col_unit = /** @type {(inputs: Tariffs_Col_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit`)
};

export const tariffs_col_valid = /** @type {(inputs: Tariffs_Col_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid`)
};

export const tariffs_col_via = /** @type {(inputs: Tariffs_Col_ViaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Via`)
};

export const tariffs_comment_length = /** @type {(inputs: Tariffs_Comment_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A comment is at most ${i?.max} characters`)
};

export const tariffs_comments = /** @type {(inputs: Tariffs_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comments`)
};

export const tariffs_comments_hint = /** @type {(inputs: Tariffs_Comments_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. One comment per line.`)
};

export const tariffs_comments_max = /** @type {(inputs: Tariffs_Comments_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max} comments (one per line)`)
};

export const tariffs_contract_number = /** @type {(inputs: Tariffs_Contract_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract number`)
};

export const tariffs_contract_number_required = /** @type {(inputs: Tariffs_Contract_Number_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract number is required`)
};

export const tariffs_contract_placeholder = /** @type {(inputs: Tariffs_Contract_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. MSC-2026-ES-CN`)
};

export const tariffs_contract_reference = /** @type {(inputs: Tariffs_Contract_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract reference`)
};

export const tariffs_contract_required = /** @type {(inputs: Tariffs_Contract_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract reference is required`)
};

export const tariffs_costs_caption = /** @type {(inputs: Tariffs_Costs_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Costs of ${i?.rate}`)
};

export const tariffs_costs_count = /** @type {(inputs: Tariffs_Costs_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} cost`);
	return /** @type {LocalizedString} */ (`${i?.shown} costs`)
	
};

export const tariffs_count_rates = /** @type {(inputs: Tariffs_Count_RatesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} rate`);
	return /** @type {LocalizedString} */ (`${i?.shown} rates`)
	
};

export const tariffs_count_tariffs = /** @type {(inputs: Tariffs_Count_TariffsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} tariff`);
	return /** @type {LocalizedString} */ (`${i?.shown} tariffs`)
	
};

export const tariffs_csv_hint = /** @type {(inputs: Tariffs_Csv_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A CSV tariff has one row per cost (rows with the same lane, container and dates make one rate). Its first line is this header:`)
};

export const tariffs_date_like = /** @type {(inputs: Tariffs_Date_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use a date like ${i?.example}`)
};

export const tariffs_detail_document_id = /** @type {(inputs: Tariffs_Detail_Document_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document id`)
};

export const tariffs_detail_rates_imported = /** @type {(inputs: Tariffs_Detail_Rates_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rates imported`)
};

export const tariffs_download_template = /** @type {(inputs: Tariffs_Download_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download a CSV template`)
};

export const tariffs_drop_label = /** @type {(inputs: Tariffs_Drop_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drop to add to this tariff`)
};

export const tariffs_drop_prompt = /** @type {(inputs: Tariffs_Drop_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drop tariff files here (CSV, PDF, XLSX…), or`)
};

export const tariffs_export_csv = /** @type {(inputs: Tariffs_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export CSV`)
};

export const tariffs_external_id = /** @type {(inputs: Tariffs_External_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`External id`)
};

export const tariffs_external_id_hint = /** @type {(inputs: Tariffs_External_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. Your own reference for this tariff.`)
};

export const tariffs_files = /** @type {(inputs: Tariffs_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tariff files`)
};

export const tariffs_files_max = /** @type {(inputs: Tariffs_Files_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max} files in one upload`)
};

export const tariffs_files_required = /** @type {(inputs: Tariffs_Files_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add at least one tariff file (drop it here or choose it)`)
};

export const tariffs_from_date = /** @type {(inputs: Tariffs_From_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From date`)
};

export const tariffs_from_required = /** @type {(inputs: Tariffs_From_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From date is required`)
};

export const tariffs_hide_rates = /** @type {(inputs: Tariffs_Hide_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide rates`)
};

export const tariffs_limits = /** @type {(inputs: Tariffs_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accepted: ${i?.limit}, at most ${i?.max} files.`)
};

export const tariffs_name = /** @type {(inputs: Tariffs_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tariff name`)
};

export const tariffs_name_hint = /** @type {(inputs: Tariffs_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. The report can filter by it.`)
};

export const tariffs_name_part_hint = /** @type {(inputs: Tariffs_Name_Part_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional: part of the name.`)
};

export const tariffs_no_costs = /** @type {(inputs: Tariffs_No_CostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service lists no costs for this rate.`)
};

export const tariffs_no_file = /** @type {(inputs: Tariffs_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No file added yet`)
};

export const tariffs_not_accepted = /** @type {(inputs: Tariffs_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service did not accept the tariff.`)
};

export const tariffs_not_uploaded = /** @type {(inputs: Tariffs_Not_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The tariff was not uploaded`)
};

export const tariffs_note_uploaded = /** @type {(inputs: Tariffs_Note_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`uploaded ${i?.date}`)
};

export const tariffs_offline_action = /** @type {(inputs: Tariffs_Offline_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading a tariff needs the service.`)
};

export const tariffs_rates_caption = /** @type {(inputs: Tariffs_Rates_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rates of ${i?.contract}`)
};

export const tariffs_refused = /** @type {(inputs: Tariffs_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service refused the tariff`)
};

export const tariffs_report_announce = /** @type {(inputs: Tariffs_Report_AnnounceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Report: ${i?.counts}`)
};

export const tariffs_report_caption = /** @type {(inputs: Tariffs_Report_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tariff report for ${i?.contract}`)
};

export const tariffs_report_description = /** @type {(inputs: Tariffs_Report_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rates of a contract that are valid in a period, each with its costs.`)
};

export const tariffs_report_failed_announce = /** @type {(inputs: Tariffs_Report_Failed_AnnounceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The report failed`)
};

export const tariffs_report_for = /** @type {(inputs: Tariffs_Report_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.counts} for “${i?.contract}”`)
};

export const tariffs_report_idle_text = /** @type {(inputs: Tariffs_Report_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type a contract number and the first day of the period, then “Show report”.`)
};

export const tariffs_report_idle_title = /** @type {(inputs: Tariffs_Report_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for a report`)
};

export const tariffs_report_loading = /** @type {(inputs: Tariffs_Report_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the tariff report…`)
};

export const tariffs_report_none = /** @type {(inputs: Tariffs_Report_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No tariff for “${i?.contract}” in this period`)
};

export const tariffs_report_none_text = /** @type {(inputs: Tariffs_Report_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the contract number and the dates, or upload the tariff above.`)
};

export const tariffs_report_read_failed = /** @type {(inputs: Tariffs_Report_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the tariff report`)
};

export const tariffs_report_title = /** @type {(inputs: Tariffs_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tariff report`)
};

export const tariffs_scac = /** @type {(inputs: Tariffs_ScacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier SCAC`)
};

export const tariffs_scac_hint = /** @type {(inputs: Tariffs_Scac_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2 to 4 letters, e.g. MAEU, MSCU.`)
};

export const tariffs_scac_letters = /** @type {(inputs: Tariffs_Scac_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier SCAC is 2 to 4 letters (for example MAEU)`)
};

export const tariffs_scac_required = /** @type {(inputs: Tariffs_Scac_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier SCAC is required (for example MAEU)`)
};

export const tariffs_sent_all = /** @type {(inputs: Tariffs_Sent_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent. Add files to upload another tariff.`)
};

export const tariffs_sent_unknown = /** @type {(inputs: Tariffs_Sent_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent; outcome unknown. Check the report before adding them again.`)
};

export const tariffs_show_rates = /** @type {(inputs: Tariffs_Show_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show rates`)
};

export const tariffs_show_report = /** @type {(inputs: Tariffs_Show_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show report`)
};

export const tariffs_status = /** @type {(inputs: Tariffs_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const tariffs_status_any = /** @type {(inputs: Tariffs_Status_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any status`)
};

export const tariffs_status_number = /** @type {(inputs: Tariffs_Status_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status is a number`)
};

export const tariffs_status_with_rates = /** @type {(inputs: Tariffs_Status_With_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 · with imported rates`)
};

export const tariffs_status_without_rates = /** @type {(inputs: Tariffs_Status_Without_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`0 · without rates`)
};

export const tariffs_template_cancelled = /** @type {(inputs: Tariffs_Template_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved: the save was cancelled.`)
};

export const tariffs_template_failed = /** @type {(inputs: Tariffs_Template_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The template was not saved`)
};

export const tariffs_to_before_from = /** @type {(inputs: Tariffs_To_Before_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To date must not be before the from date`)
};

export const tariffs_to_date = /** @type {(inputs: Tariffs_To_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To date`)
};

export const tariffs_to_date_hint = /** @type {(inputs: Tariffs_To_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empty means no end date.`)
};

export const tariffs_to_send = /** @type {(inputs: Tariffs_To_SendInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} file to send`);
	return /** @type {LocalizedString} */ (`${i?.shown} files to send`)
	
};

export const tariffs_transit_days = /** @type {(inputs: Tariffs_Transit_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} day`);
	return /** @type {LocalizedString} */ (`${i?.shown} days`)
	
};

export const tariffs_unknown_text = /** @type {(inputs: Tariffs_Unknown_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check the tariff report below for contract ${i?.contract}: if the tariff's rates are listed, it went through. Upload these files again only if they are not.`)
};

export const tariffs_unknown_what = /** @type {(inputs: Tariffs_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the tariff may or may not have been uploaded`)
};

export const tariffs_unnamed = /** @type {(inputs: Tariffs_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tariff`)
};

export const tariffs_upload_button = /** @type {(inputs: Tariffs_Upload_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload tariff`)
};

export const tariffs_upload_description = /** @type {(inputs: Tariffs_Upload_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tariff files for a carrier contract. CSV files are read into rates and costs; PDF, XLSX and other files are stored as they are.`)
};

export const tariffs_upload_title = /** @type {(inputs: Tariffs_Upload_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload a tariff`)
};

export const tariffs_uploaded = /** @type {(inputs: Tariffs_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tariff uploaded`)
};

export const tariffs_validity_from = /** @type {(inputs: Tariffs_Validity_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`from ${i?.start}`)
};

export const tariffs_validity_until = /** @type {(inputs: Tariffs_Validity_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`until ${i?.end}`)
};

export const timeline_new = /** @type {(inputs: Timeline_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New`)
};

export const timeline_time_not_given = /** @type {(inputs: Timeline_Time_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time not given`)
};

export const topbar_go_to = /** @type {(inputs: Topbar_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to…`)
};

export const tracking_col_agency = /** @type {(inputs: Tracking_Col_AgencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agency`)
};

export const tracking_col_code = /** @type {(inputs: Tracking_Col_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

export const tracking_col_delivery = /** @type {(inputs: Tracking_Col_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

export const tracking_col_free_time = /** @type {(inputs: Tracking_Col_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free time`)
};

export const tracking_col_pickup = /** @type {(inputs: Tracking_Col_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

export const tracking_col_price = /** @type {(inputs: Tracking_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

export const tracking_col_route = /** @type {(inputs: Tracking_Col_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Route`)
};

export const tracking_col_status = /** @type {(inputs: Tracking_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const try_again = /** @type {(inputs: Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};