print("hitlab")
